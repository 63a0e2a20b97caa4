import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { insertCatalogue, insertUser } from "../../../../tests/integration/community-seed";
import { openTestDatabase } from "../../../../tests/integration/test-database";
import { bookingGatesContract } from "../../booking-gates.contract";
import type { DatabaseHandle } from "../database";
import { bookingDocuments, bookingLedgerLines, bookingMessages, bookings } from "../schema";
import { sqlBookingGates, sqlBookingRemarks } from "./booking-gates.sql";

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
    return { id: row.id, staff: (await insertUser(handle.db, { role: "staff" })).id };
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

  it("writes a staff remark into the application's thread", async () => {
    const { id, staff } = await newBooking();
    const at = new Date("2026-11-28T10:00:00.000Z");
    await sqlBookingRemarks(handle.db).post(id, staff, "Загрузите перевод диплома", at);
    const rows = await handle.db.select().from(bookingMessages).where(eq(bookingMessages.booking_id, id));
    expect(rows).toMatchObject([
      { author: "staff", author_user_id: staff, text: "Загрузите перевод диплома", created_at: at },
    ]);
  });
});
