import { afterAll, beforeAll, describe } from "vitest";
import { insertCatalogue, insertUser } from "../../../../tests/integration/community-seed";
import { openTestDatabase } from "../../../../tests/integration/test-database";
import { bookingGatesContract } from "../../booking-gates.contract";
import type { DatabaseHandle } from "../database";
import { bookingDocuments, bookingLedgerLines, bookings } from "../schema";
import { sqlBookingGates } from "./booking-gates.sql";

describe("sqlBookingGates", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  const newBooking = async () => {
    const c = await insertCatalogue(handle.db);
    const user = await insertUser(handle.db);
    const [row] = await handle.db
      .insert(bookings)
      .values({
        user_id: user.id,
        institution_id: c.institution.id,
        degree_program_id: c.program.id,
        education_base_id: c.base.id,
      })
      .returning({ id: bookings.id });
    if (row === undefined) throw new Error("no booking");
    return { id: row.id };
  };

  bookingGatesContract(async () => {
    const booking = (await newBooking()).id;
    const otherBooking = (await newBooking()).id;
    return {
      gates: sqlBookingGates(handle.db),
      booking,
      otherBooking,
      givenDocuments: async (id, documents) => {
        await handle.db.insert(bookingDocuments).values(
          documents.map((d, position) => ({
            booking_id: id,
            kind: `base:${position}`,
            title: d.title,
            mandatory: d.mandatory,
            position,
            stage: d.stage,
          })),
        );
      },
      givenLedger: async (id, lines) => {
        await handle.db.insert(bookingLedgerLines).values(
          lines.map((line) => ({
            booking_id: id,
            kind: "service_fee",
            recipient: "agency",
            amount_minor: 1_000_000,
            currency: "RUB",
            amount_rub_minor: 1_000_000,
            refund_rule: "non_refundable",
            payment_stage: line.status,
            state: line.state,
          })),
        );
      },
      close: async () => {},
    };
  });
});
