import { type AfterOfferPlan, afterOfferPlan, type MilestoneDates } from "../../domain/timeline/after-offer";
import { showsAfterOffer } from "../../domain/timeline/after-offer-shown";
import { parseBookingStatus } from "../../domain/booking/parse-booking-status";
import type { StoredBooking } from "../../ports/booking-repository.port";
import type { StoredMilestone } from "../../ports/milestone-repository.port";

/** The steps after the offer of one application: whether they belong on it yet, and the plan as of now. */
export type MilestonesView = {
  readonly booking_id: number;
  readonly shown: boolean;
  readonly plan: AfterOfferPlan;
};

export const milestonesView = (
  booking: StoredBooking,
  milestones: readonly StoredMilestone[],
  now: Date,
): MilestonesView => {
  const dates: MilestoneDates = Object.fromEntries(milestones.map((row) => [row.step, row.on_date]));
  const resume = booking.resume_status === null ? null : parseBookingStatus(booking.resume_status);
  return {
    booking_id: booking.id,
    shown: showsAfterOffer(parseBookingStatus(booking.status), resume),
    plan: afterOfferPlan(dates, now),
  };
};
