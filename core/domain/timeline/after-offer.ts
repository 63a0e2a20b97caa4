import { addMonths, type CalendarDate, calendarDateOf, dayNumber, moscowDateOf } from "./calendar-date";
import {
  ARRIVAL_EARLIEST_DAYS_BEFORE_REGISTRATION,
  JW202_VALID_MONTHS,
  MILESTONE_STEPS,
  type MilestoneStep,
  RESIDENCE_PERMIT_DAYS_AFTER_ARRIVAL,
} from "./milestone-step";

/** The dates set so far, one per step at most (unparseable dates count as unset). */
export type MilestoneDates = Readonly<Partial<Record<MilestoneStep, CalendarDate>>>;

/** Something about the plan that needs the applicant's or the staff's attention. */
export type AfterOfferWarning =
  /** The arrival is planned earlier than two weeks before the registration day. */
  | { readonly _tag: "ArrivalTooEarly"; readonly earliest: CalendarDate }
  /** JW202 ran out before the visa was issued (or ran out and there is still no visa). */
  | { readonly _tag: "Jw202ExpiredBeforeVisa"; readonly valid_until: CalendarDate }
  /** The residence permit came (or is still missing) after the 30 days that follow the arrival. */
  | { readonly _tag: "ResidencePermitLate"; readonly due: CalendarDate };

/** Countdowns in whole days from today (negative once the day has passed); null when their dates are not set. */
export type AfterOfferCountdowns = {
  readonly days_to_registration: number | null;
  /** The last day JW202 is valid: six months from its date. */
  readonly jw202_valid_until: CalendarDate | null;
  readonly days_jw202_valid: number | null;
  /** The last day to get the residence permit: 30 days after the arrival. */
  readonly residence_permit_due: CalendarDate | null;
  /** Days left to get the residence permit; null once it is got or without an arrival date. */
  readonly days_to_residence_permit: number | null;
};

export type AfterOfferPlan = {
  readonly steps: readonly { readonly step: MilestoneStep; readonly date: CalendarDate | null }[];
  readonly countdowns: AfterOfferCountdowns;
  readonly warnings: readonly AfterOfferWarning[];
};

const numberOf = (dates: MilestoneDates, step: MilestoneStep): number | null => {
  const date = dates[step];
  return date === undefined ? null : dayNumber(date);
};

const jw202Warning = (validUntil: number | null, visa: number | null, today: number): AfterOfferWarning[] => {
  if (validUntil === null) return [];
  const expired = visa === null ? today > validUntil : visa > validUntil;
  return expired ? [{ _tag: "Jw202ExpiredBeforeVisa", valid_until: calendarDateOf(validUntil) }] : [];
};

const arrivalWarning = (arrival: number | null, registration: number | null): AfterOfferWarning[] => {
  if (arrival === null || registration === null) return [];
  const earliest = registration - ARRIVAL_EARLIEST_DAYS_BEFORE_REGISTRATION;
  return arrival < earliest ? [{ _tag: "ArrivalTooEarly", earliest: calendarDateOf(earliest) }] : [];
};

const permitWarning = (due: number | null, permit: number | null, today: number): AfterOfferWarning[] => {
  if (due === null) return [];
  const late = permit === null ? today > due : permit > due;
  return late ? [{ _tag: "ResidencePermitLate", due: calendarDateOf(due) }] : [];
};

/** Each step's date, the countdowns from today (the Moscow calendar day of `now`) and the warnings of the plan. */
export const afterOfferPlan = (dates: MilestoneDates, now: Date): AfterOfferPlan => {
  const todayNumber = dayNumber(moscowDateOf(now)) ?? 0;
  const jw202 = numberOf(dates, "jw202");
  const visa = numberOf(dates, "x1_visa");
  const arrival = numberOf(dates, "arrival");
  const registration = numberOf(dates, "registration");
  const permit = numberOf(dates, "residence_permit");
  const validUntil = jw202 === null ? null : addMonths(jw202, JW202_VALID_MONTHS);
  const due = arrival === null ? null : arrival + RESIDENCE_PERMIT_DAYS_AFTER_ARRIVAL;
  return {
    steps: MILESTONE_STEPS.map((step) => {
      const day = numberOf(dates, step);
      return { step, date: day === null ? null : calendarDateOf(day) };
    }),
    countdowns: {
      days_to_registration: registration === null ? null : registration - todayNumber,
      jw202_valid_until: validUntil === null ? null : calendarDateOf(validUntil),
      days_jw202_valid: validUntil === null ? null : validUntil - todayNumber,
      residence_permit_due: due === null ? null : calendarDateOf(due),
      days_to_residence_permit: due === null || permit !== null ? null : due - todayNumber,
    },
    warnings: [
      ...arrivalWarning(arrival, registration),
      ...jw202Warning(validUntil, visa, todayNumber),
      ...permitWarning(due, permit, todayNumber),
    ],
  };
};
