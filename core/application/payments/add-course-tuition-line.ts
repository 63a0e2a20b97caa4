import { Effect } from "effect";
import { courseTuitionDraft } from "../../domain/course-application/course-tuition";
import type { LedgerLine } from "../../domain/ledger/ledger-line";
import { type NoExchangeRate, addLedgerLine } from "./add-ledger-line";
import { visibleBooking } from "./booking-access";
import type { PaymentsDeps } from "./payments-deps";
import type { BookingNotFound } from "./payments-errors";

/** The booking is not a course application: there is no course price to take. */
export type NotACourse = { readonly _tag: "NotACourse"; readonly booking_id: number };
/** The course has no price (on request): staff set the amount themselves with an ordinary line. */
export type CourseHasNoPrice = { readonly _tag: "CourseHasNoPrice"; readonly course_id: number };

/**
 * Staff add the tuition line of a course application priced from the course (ADR 059): its price in roubles, the
 * agency receiving it, the course's refund rule, due at the first payment status; the applicant is told as for any
 * line.
 */
export const addCourseTuitionLine = (
  deps: Pick<PaymentsDeps, "bookings" | "ledger" | "rates" | "notifier">,
  staff_user_id: number,
  booking_id: number,
  now: Date,
): Effect.Effect<LedgerLine, BookingNotFound | NotACourse | CourseHasNoPrice | NoExchangeRate> =>
  Effect.gen(function* () {
    yield* visibleBooking(deps, { actor: "staff", user_id: staff_user_id }, booking_id);
    const course = yield* Effect.promise(() => deps.bookings.courseOf(booking_id));
    if (course === null) return yield* Effect.fail({ _tag: "NotACourse", booking_id } as const);
    const draft = courseTuitionDraft(course);
    if (draft === null) return yield* Effect.fail({ _tag: "CourseHasNoPrice", course_id: course.id } as const);
    return yield* addLedgerLine(deps, staff_user_id, booking_id, draft, now);
  });
