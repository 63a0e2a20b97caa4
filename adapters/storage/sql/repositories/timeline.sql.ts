import { asc, eq } from "drizzle-orm";
import type { TimelineRepository } from "../../../../core/ports/timeline-repository.port";
import type { Database } from "../database";
import { bookingDocumentEvents, bookingDocuments, bookingStatusHistory } from "../schema";

/** The timeline's rows in booking_status_history and booking_document_events (PostgreSQL or PGlite). */
export function sqlTimelineRepository(db: Database): TimelineRepository {
  return {
    async statusHistory(bookingId) {
      const rows = await db
        .select({
          from: bookingStatusHistory.from_status,
          to: bookingStatusHistory.to_status,
          actor: bookingStatusHistory.actor,
          actor_user_id: bookingStatusHistory.actor_user_id,
          comment: bookingStatusHistory.comment,
          at: bookingStatusHistory.at,
        })
        .from(bookingStatusHistory)
        .where(eq(bookingStatusHistory.booking_id, bookingId))
        .orderBy(asc(bookingStatusHistory.at), asc(bookingStatusHistory.id));
      return rows;
    },

    async documentEvents(bookingId) {
      return db
        .select({
          document_title: bookingDocuments.title,
          from_stage: bookingDocumentEvents.from_stage,
          to_stage: bookingDocumentEvents.to_stage,
          actor: bookingDocumentEvents.actor,
          remark: bookingDocumentEvents.remark,
          at: bookingDocumentEvents.at,
        })
        .from(bookingDocumentEvents)
        .innerJoin(bookingDocuments, eq(bookingDocuments.id, bookingDocumentEvents.document_id))
        .where(eq(bookingDocumentEvents.booking_id, bookingId))
        .orderBy(asc(bookingDocumentEvents.at), asc(bookingDocumentEvents.id));
    },
  };
}
