/**
 * The steps after the offer, in the order they usually happen: the admission notice, JW202 (or JW201), the X1 visa,
 * the arrival in China, the university's registration day, the residence permit.
 */
export const MILESTONE_STEPS = [
  "admission_notice",
  "jw202",
  "x1_visa",
  "arrival",
  "registration",
  "residence_permit",
] as const;

export type MilestoneStep = (typeof MILESTONE_STEPS)[number];

export const isMilestoneStep = (step: string): step is MilestoneStep =>
  (MILESTONE_STEPS as readonly string[]).includes(step);

/** JW202/JW201 is valid this many months from its date. */
export const JW202_VALID_MONTHS = 6;
/** The earliest arrival: this many days before the registration day. */
export const ARRIVAL_EARLIEST_DAYS_BEFORE_REGISTRATION = 14;
/** The residence permit is due within this many days of the arrival. */
export const RESIDENCE_PERMIT_DAYS_AFTER_ARRIVAL = 30;
