import { Effect } from "effect";
import {
  courseAfterOfferSteps,
  UNIVERSITY_AFTER_OFFER_STEPS,
} from "../../domain/course-application/course-after-offer";
import type { MilestoneStep } from "../../domain/timeline/milestone-step";
import type { StoredBooking } from "../../ports/booking-repository.port";
import type { MilestonesBookingNotFound, MilestonesDeps, MilestonesReader } from "./milestones-deps";
import { type MilestonesView, milestonesView } from "./milestones-view";

/** The application when the reader may see it. */
export const visibleBooking = (
  { bookings }: Pick<MilestonesDeps, "bookings">,
  reader: MilestonesReader,
  id: number,
): Effect.Effect<StoredBooking, MilestonesBookingNotFound> =>
  Effect.gen(function* () {
    const booking = yield* Effect.promise(() => bookings.find(id));
    if (booking === null || (!reader.staff && booking.user_id !== reader.user_id)) {
      return yield* Effect.fail({ _tag: "BookingNotFound", id } as const);
    }
    return booking;
  });

/** The steps after the offer an application has: a course's by its kind and length (ADR 059), else every step. */
export const afterOfferStepsOf = (
  { bookings }: Pick<MilestonesDeps, "bookings">,
  id: number,
): Effect.Effect<readonly MilestoneStep[]> =>
  Effect.promise(async () => {
    const course = await bookings.courseOf(id);
    return course === null ? UNIVERSITY_AFTER_OFFER_STEPS : courseAfterOfferSteps(course.kind, course.duration);
  });

/** The steps after the offer of an application, for its owner or for staff. */
export const readMilestones = (
  deps: MilestonesDeps,
  reader: MilestonesReader,
  id: number,
  now: Date,
): Effect.Effect<MilestonesView, MilestonesBookingNotFound> =>
  Effect.gen(function* () {
    const booking = yield* visibleBooking(deps, reader, id);
    const rows = yield* Effect.promise(() => deps.milestones.list(id));
    const steps = yield* afterOfferStepsOf(deps, id);
    return milestonesView(booking, rows, now, steps);
  });
