import { Effect } from "effect";
import { mergeTimeline } from "../../domain/timeline/merge-timeline";
import { parseBookingStatus } from "../../domain/booking/parse-booking-status";
import { type StageExpectation, stageExpectation } from "../../domain/timeline/stage-expectation";
import type { TimelineEntry } from "../../domain/timeline/timeline-entry";
import type { BookingRepository } from "../../ports/booking-repository.port";
import type { TimelineRepository } from "../../ports/timeline-repository.port";
import type { MilestonesBookingNotFound, MilestonesReader } from "../milestones/milestones-deps";
import { visibleBooking } from "../milestones/read-milestones";

export type TimelineDeps = { readonly bookings: BookingRepository; readonly timeline: TimelineRepository };

/** An application's status as stored, whose move it is now, and everything that happened to it, oldest first. */
export type ApplicationTimeline = {
  readonly booking_id: number;
  readonly status: string;
  readonly expectation: StageExpectation;
  readonly entries: readonly TimelineEntry[];
};

/** The timeline of an application, for its owner or for staff; anyone else's answers not found. */
export const readTimeline = (
  deps: TimelineDeps,
  reader: MilestonesReader,
  id: number,
): Effect.Effect<ApplicationTimeline, MilestonesBookingNotFound> =>
  Effect.gen(function* () {
    const booking = yield* visibleBooking(deps, reader, id);
    const [history, documents] = yield* Effect.promise(() =>
      Promise.all([deps.timeline.statusHistory(id), deps.timeline.documentEvents(id)]),
    );
    return {
      booking_id: id,
      status: booking.status,
      expectation: stageExpectation(parseBookingStatus(booking.status)),
      entries: mergeTimeline(history, documents),
    };
  });
