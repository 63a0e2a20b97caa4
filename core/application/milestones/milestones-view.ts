import { type AfterOfferPlan, afterOfferPlan, type MilestoneDates } from "../../domain/timeline/after-offer";
import { showsAfterOffer } from "../../domain/timeline/after-offer-shown";
import { planForSteps } from "../../domain/timeline/after-offer-steps";
import type { MilestoneStep } from "../../domain/timeline/milestone-step";
import { UNIVERSITY_AFTER_OFFER_STEPS } from "../../domain/course-application/course-after-offer";
import { parseBookingStatus } from "../../domain/booking/parse-booking-status";
import type { StoredBooking } from "../../ports/booking-repository.port";
import type { StoredMilestone } from "../../ports/milestone-repository.port";

/** The steps after the offer of one application: whether they belong on it yet, and the plan as of now. */
export type MilestonesView = {
  readonly booking_id: number;
  readonly shown: boolean;
  readonly plan: AfterOfferPlan;
};

/**
 * The view of an application's steps after the offer, cut to the steps its target has (`steps`: every step for a
 * university, a course's own, ADR 059): an application without steps never shows the section.
 */
export const milestonesView = (
  booking: StoredBooking,
  milestones: readonly StoredMilestone[],
  now: Date,
  steps: readonly MilestoneStep[] = UNIVERSITY_AFTER_OFFER_STEPS,
): MilestonesView => {
  const dates: MilestoneDates = Object.fromEntries(milestones.map((row) => [row.step, row.on_date]));
  const resume = booking.resume_status === null ? null : parseBookingStatus(booking.resume_status);
  return {
    booking_id: booking.id,
    shown: steps.length > 0 && showsAfterOffer(parseBookingStatus(booking.status), resume),
    plan: planForSteps(afterOfferPlan(dates, now), steps),
  };
};
