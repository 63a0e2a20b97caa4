import type { ParsedBookingStatus } from "../booking/parse-booking-status";

/** Who made a change: the applicant, the agency's staff, or the system (an automatic move or an unknown actor). */
export type TimelineActor = "applicant" | "staff" | "system";

/** One line of an application's timeline: a status change or a document's stage change. */
export type TimelineEntry =
  | {
      readonly _tag: "StatusChanged";
      readonly at: Date;
      readonly by: TimelineActor;
      /** Null on the row that created the application. */
      readonly from: ParsedBookingStatus | null;
      readonly to: ParsedBookingStatus;
      readonly comment: string;
    }
  | {
      readonly _tag: "DocumentMoved";
      readonly at: Date;
      readonly by: TimelineActor;
      readonly document_title: string;
      readonly from_stage: string | null;
      readonly to_stage: string;
      readonly remark: string;
    };

/** A row of booking_status_history as stored (statuses and actor as raw text). */
export type StatusHistoryRow = {
  readonly from: string | null;
  readonly to: string;
  readonly actor: string;
  readonly actor_user_id: number | null;
  readonly comment: string;
  readonly at: Date;
};

/** A row of booking_document_events with its document's title. */
export type DocumentEventRow = {
  readonly document_title: string;
  readonly from_stage: string | null;
  readonly to_stage: string;
  readonly actor: string;
  readonly remark: string;
  readonly at: Date;
};
