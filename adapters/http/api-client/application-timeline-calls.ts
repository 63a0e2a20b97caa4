import { parseBookingStatus } from "../../../core/domain/booking/parse-booking-status";
import type { TimelineEntry } from "../../../core/domain/timeline/timeline-entry";
import type { AfterOfferView, TimelineView } from "../../../core/ports/application-timeline-api.port";
import { MILESTONES_ROUTES, type TimelineBody } from "../contract/milestones.contract";
import type { ApiTransport } from "./api-transport";

const entryOf = (entry: TimelineBody["entries"][number]): TimelineEntry =>
  entry.kind === "status"
    ? {
        _tag: "StatusChanged",
        at: new Date(entry.at),
        by: entry.by,
        from: entry.from === null ? null : parseBookingStatus(entry.from),
        to: parseBookingStatus(entry.to),
        comment: entry.comment,
      }
    : {
        _tag: "DocumentMoved",
        at: new Date(entry.at),
        by: entry.by,
        document_title: entry.document_title,
        from_stage: entry.from_stage,
        to_stage: entry.to_stage,
        remark: entry.remark,
      };

/** GET /bookings/{id}/timeline, its times read as dates and its statuses parsed; null on a refusal or a failure. */
export async function timelineCall(transport: ApiTransport, bookingId: number): Promise<TimelineView | null> {
  const outcome = await transport.call(MILESTONES_ROUTES.bookingTimeline, { params: { id: bookingId } });
  if (outcome._tag !== "Ok") return null;
  const { status, party, usual_days, entries } = outcome.value;
  return { status, expectation: { party, usual_days }, entries: entries.map(entryOf) };
}

/** GET /bookings/{id}/milestones; null on a refusal or a failure. */
export async function milestonesCall(transport: ApiTransport, bookingId: number): Promise<AfterOfferView | null> {
  const outcome = await transport.call(MILESTONES_ROUTES.bookingMilestones, { params: { id: bookingId } });
  if (outcome._tag !== "Ok") return null;
  const { shown, steps, countdowns, warnings } = outcome.value;
  return { shown, plan: { steps, countdowns, warnings } };
}
