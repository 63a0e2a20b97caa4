import type { CalendarDate } from "../domain/timeline/calendar-date";
import type { MilestoneStep } from "../domain/timeline/milestone-step";

/** One step after the offer with its date, and the staff member who set it last. */
export type StoredMilestone = {
  readonly step: MilestoneStep;
  readonly on_date: CalendarDate;
  readonly updated_by: number | null;
};

/** The dates of the steps after the offer, at most one per step of an application (booking_milestones). */
export interface MilestoneRepository {
  /** The application's steps that have a date, in the order of MILESTONE_STEPS; unknown stored steps are left out. */
  list(booking_id: number): Promise<readonly StoredMilestone[]>;
  /** Sets (or replaces) one step's date. */
  set(booking_id: number, step: MilestoneStep, on_date: CalendarDate, updated_by: number, now: Date): Promise<void>;
  /** Removes one step's date; false when it had none. */
  clear(booking_id: number, step: MilestoneStep): Promise<boolean>;
}
