import type { BookingRepository } from "../../ports/booking-repository.port";
import type { AuditLog } from "../../ports/audit-log.port";
import type { MilestoneRepository } from "../../ports/milestone-repository.port";

export type MilestonesDeps = {
  readonly bookings: BookingRepository;
  readonly milestones: MilestoneRepository;
  /** Where staff's dates are recorded (ADR 057). */
  readonly audit: AuditLog;
};

/** Who asks: the applicant reads only their own application; staff read and plan every one. */
export type MilestonesReader = { readonly user_id: number; readonly staff: boolean };

/** No such application, or someone else's: the two are not told apart. */
export type MilestonesBookingNotFound = { readonly _tag: "BookingNotFound"; readonly id: number };
