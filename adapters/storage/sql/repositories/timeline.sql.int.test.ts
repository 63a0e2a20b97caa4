import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { insertCatalogue, insertUser } from "../../../../tests/integration/community-seed";
import { openTestDatabase } from "../../../../tests/integration/test-database";
import { timelineRepositoryContract } from "../../timeline.contract";
import type { DatabaseHandle } from "../database";
import { bookingDocumentEvents, bookingDocuments, bookings, bookingStatusHistory } from "../schema";
import { sqlTimelineRepository } from "./timeline.sql";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

const idOf = (row: { id: number } | undefined): number => {
  if (row === undefined) throw new Error("no row inserted");
  return row.id;
};

timelineRepositoryContract("sql", async () => {
  const catalogue = await insertCatalogue(handle.db);
  const user = await insertUser(handle.db);
  const newBooking = async (education_base_id: number) =>
    idOf(
      (
        await handle.db
          .insert(bookings)
          .values({ user_id: user.id, institution_id: catalogue.institution.id, education_base_id })
          .returning({ id: bookings.id })
      )[0],
    );
  const documentOf = async (booking_id: number, title: string) => {
    const [found] = await handle.db
      .select({ id: bookingDocuments.id })
      .from(bookingDocuments)
      .where(and(eq(bookingDocuments.booking_id, booking_id), eq(bookingDocuments.title, title)));
    if (found) return found.id;
    const [row] = await handle.db
      .insert(bookingDocuments)
      .values({ booking_id, kind: `kind-${title}`, title, mandatory: true, position: 0 })
      .returning({ id: bookingDocuments.id });
    return idOf(row);
  };
  return {
    timeline: sqlTimelineRepository(handle.db),
    booking: await newBooking(catalogue.base.id),
    otherBooking: await newBooking(catalogue.otherBase.id),
    recordStatus: async (booking_id, { from, to, actor, comment, at }) => {
      await handle.db
        .insert(bookingStatusHistory)
        .values({ booking_id, from_status: from, to_status: to, actor, comment, at });
    },
    recordDocument: async (booking_id, { title, from_stage, to_stage, actor, remark, at }) => {
      const document_id = await documentOf(booking_id, title);
      await handle.db
        .insert(bookingDocumentEvents)
        .values({ booking_id, document_id, from_stage, to_stage, actor, remark, at });
    },
    close: async () => undefined,
  };
});
