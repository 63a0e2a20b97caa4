import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { PaymentStatus } from "../../core/domain/booking/move-requirements";
import type { BookingGates } from "../../core/ports/booking-gates.port";

type GivenDocument = { readonly title: string; readonly mandatory: boolean; readonly stage: string };
type GivenLine = { readonly status: PaymentStatus; readonly state: string };

/** What each adapter's test provides: gates over two bookings whose documents and ledger it can set. */
export type BookingGatesWorld = {
  readonly gates: BookingGates;
  readonly booking: number;
  readonly otherBooking: number;
  givenDocuments(booking: number, documents: readonly GivenDocument[]): Promise<void>;
  givenLedger(booking: number, lines: readonly GivenLine[]): Promise<void>;
  close(): Promise<void>;
};

/** The shared behaviour of every BookingGates adapter. */
export function bookingGatesContract(open: () => Promise<BookingGatesWorld>) {
  let w: BookingGatesWorld;
  beforeEach(async () => {
    w = await open();
  });
  afterEach(() => w.close());

  describe("missingDocuments", () => {
    it("names the mandatory documents not handed in, in checklist order, for that booking only", async () => {
      await w.givenDocuments(w.booking, [
        { title: "Загранпаспорт", mandatory: true, stage: "uploaded" },
        { title: "Диплом", mandatory: true, stage: "legalised" },
        { title: "Сертификат HSK", mandatory: false, stage: "needed" },
        { title: "Медицинская справка", mandatory: true, stage: "needed" },
        { title: "Фотография", mandatory: true, stage: "accepted" },
      ]);
      await w.givenDocuments(w.otherBooking, [{ title: "Справка о несудимости", mandatory: true, stage: "needed" }]);
      expect(await w.gates.missingDocuments(w.booking)).toEqual(["Диплом", "Медицинская справка"]);
    });

    it("finds nothing missing when the checklist is empty", async () => {
      expect(await w.gates.missingDocuments(w.booking)).toEqual([]);
    });
  });

  describe("hasDueLine", () => {
    it("is true only for a due line of that payment status and booking", async () => {
      await w.givenLedger(w.booking, [
        { status: "pending_payment", state: "paid" },
        { status: "pending_payment_2", state: "due" },
      ]);
      await w.givenLedger(w.otherBooking, [{ status: "pending_payment", state: "due" }]);
      expect(await w.gates.hasDueLine(w.booking, "pending_payment")).toBe(false);
      expect(await w.gates.hasDueLine(w.booking, "pending_payment_2")).toBe(true);
      expect(await w.gates.hasDueLine(w.booking, "pending_payment_services")).toBe(false);
    });
  });
}
