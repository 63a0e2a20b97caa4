import type { BookingGates } from "../../ports/booking-gates.port";

/**
 * Gates that set up a booking's document checklist before counting its missing documents: a booking made before
 * checklists existed (or whose checklist was never read) is not sent with nothing in it (ADR 051, 052).
 */
export const gatesWithChecklist = (
  gates: BookingGates,
  ensureChecklist: (booking_id: number) => Promise<void>,
): BookingGates => ({
  missingDocuments: async (booking_id) => {
    await ensureChecklist(booking_id);
    return gates.missingDocuments(booking_id);
  },
  hasDueLine: (booking_id, status) => gates.hasDueLine(booking_id, status),
});
