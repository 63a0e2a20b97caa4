import { describe } from "vitest";
import { bookingGatesContract } from "../booking-gates.contract";
import { memoryBookingGates } from "./booking-gates.memory";

describe("memoryBookingGates", () => {
  bookingGatesContract(async () => {
    const gates = memoryBookingGates();
    const ledgers = new Map<
      number,
      { status: "pending_payment" | "pending_payment_2" | "pending_payment_services"; due: boolean }[]
    >();
    return {
      gates,
      booking: 1,
      otherBooking: 2,
      givenDocuments: async (booking, documents) =>
        gates.setDocuments(
          booking,
          documents.map((d) => ({
            title: d.title,
            mandatory: d.mandatory,
            done: ["uploaded", "accepted"].includes(d.stage),
          })),
        ),
      givenLedger: async (booking, lines) => {
        const list = [
          ...(ledgers.get(booking) ?? []),
          ...lines.map((l) => ({ status: l.status, due: l.state === "due" })),
        ];
        ledgers.set(booking, list);
        gates.setLedger(booking, list);
      },
      close: async () => {},
    };
  });
});
