import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { calendarDateArb, dayNumberArb } from "../../../tests/arbitraries/timeline.arb";
import { afterOfferPlan, type MilestoneDates } from "./after-offer";
import { calendarDateOf, dayNumber } from "./calendar-date";
import { MILESTONE_STEPS } from "./milestone-step";

const DAY_MS = 86_400_000;
/** Noon in Moscow of a day number: the Moscow day is that day. */
const noonOf = (day: number) => new Date(day * DAY_MS + 9 * 3_600_000);

const datesArb: fc.Arbitrary<MilestoneDates> = fc.record(
  Object.fromEntries(MILESTONE_STEPS.map((step) => [step, calendarDateArb])) as Record<
    (typeof MILESTONE_STEPS)[number],
    fc.Arbitrary<string>
  >,
  { requiredKeys: [] },
);

const num = (date: string | null | undefined) => (date == null ? null : dayNumber(date));

describe("afterOfferPlan (properties)", () => {
  it("gives each step back with its date", () => {
    fc.assert(
      fc.property(datesArb, dayNumberArb, (dates, today) => {
        const plan = afterOfferPlan(dates, noonOf(today));
        expect(plan.steps.map((step) => step.step)).toEqual([...MILESTONE_STEPS]);
        for (const { step, date } of plan.steps) expect(date).toBe(dates[step] ?? null);
      }),
    );
  });

  it("counts the days to registration as its distance from today", () => {
    fc.assert(
      fc.property(dayNumberArb, dayNumberArb, (registration, today) => {
        const plan = afterOfferPlan({ registration: calendarDateOf(registration) }, noonOf(today));
        expect(plan.countdowns.days_to_registration).toBe(registration - today);
      }),
    );
  });

  it("keeps JW202 valid between 181 and 184 days, and its countdown agrees", () => {
    fc.assert(
      fc.property(dayNumberArb, dayNumberArb, (jw202, today) => {
        const { countdowns } = afterOfferPlan({ jw202: calendarDateOf(jw202) }, noonOf(today));
        const until = num(countdowns.jw202_valid_until) ?? Number.NaN;
        expect(until - jw202).toBeGreaterThanOrEqual(181);
        expect(until - jw202).toBeLessThanOrEqual(184);
        expect(countdowns.days_jw202_valid).toBe(until - today);
      }),
    );
  });

  it("warns of an early arrival exactly when it is more than 14 days before registration", () => {
    fc.assert(
      fc.property(dayNumberArb, fc.integer({ min: -60, max: 60 }), (registration, gap) => {
        const dates = { registration: calendarDateOf(registration), arrival: calendarDateOf(registration - gap) };
        const early = afterOfferPlan(dates, noonOf(registration)).warnings.some((w) => w._tag === "ArrivalTooEarly");
        expect(early).toBe(gap > 14);
      }),
    );
  });

  it("warns of a late residence permit exactly when it comes (or is missing) after 30 days", () => {
    fc.assert(
      fc.property(
        dayNumberArb,
        fc.option(fc.integer({ min: 0, max: 60 }), { nil: null }),
        fc.integer({ min: 0, max: 60 }),
        (arrival, after, elapsed) => {
          const dates: MilestoneDates =
            after === null
              ? { arrival: calendarDateOf(arrival) }
              : { arrival: calendarDateOf(arrival), residence_permit: calendarDateOf(arrival + after) };
          const plan = afterOfferPlan(dates, noonOf(arrival + elapsed));
          const late = plan.warnings.some((w) => w._tag === "ResidencePermitLate");
          expect(late).toBe(after === null ? elapsed > 30 : after > 30);
          expect(plan.countdowns.days_to_residence_permit).toBe(after === null ? 30 - elapsed : null);
        },
      ),
    );
  });

  it("warns of JW202 running out exactly when the visa (or today, without one) is past its last valid day", () => {
    fc.assert(
      fc.property(datesArb, dayNumberArb, (dates, today) => {
        const plan = afterOfferPlan(dates, noonOf(today));
        const until = num(plan.countdowns.jw202_valid_until);
        const visa = num(dates.x1_visa);
        const expected = until !== null && (visa === null ? today > until : visa > until);
        expect(plan.warnings.some((w) => w._tag === "Jw202ExpiredBeforeVisa")).toBe(expected);
      }),
    );
  });
});
