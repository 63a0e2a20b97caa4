import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { periodTextArb } from "../../../tests/arbitraries/institution-page.arb";
import { studyDuration, typicalStudyDuration } from "./study-duration";

const ISO = /^P[1-9]\d*[YMW]$/;
const YEAR_FORMS = ["год", "года", "лет"] as const;

describe("studyDuration properties", () => {
  it("gives a positive ISO 8601 duration or nothing", () => {
    fc.assert(
      fc.property(periodTextArb, (text) => {
        const duration = studyDuration(text);
        if (duration === null) return;
        expect(duration.iso).toMatch(ISO);
        expect(duration.days).toBeGreaterThan(0);
      }),
    );
  });

  it("reads N years whatever the plural form, and N years are as long as 12·N months", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 80 }), fc.constantFrom(...YEAR_FORMS), (years, form) => {
        expect(studyDuration(`${years} ${form}`)).toEqual({ iso: `P${years}Y`, days: years * 365 });
        expect(studyDuration(`${years * 12} месяцев`)?.iso).toBe(`P${years * 12}M`);
      }),
    );
  });
});

describe("typicalStudyDuration properties", () => {
  it("is one of the periods' durations, named at least as often as any other", () => {
    fc.assert(
      fc.property(fc.array(periodTextArb, { maxLength: 8 }), (periods) => {
        const typical = typicalStudyDuration(periods);
        const durations = periods.map(studyDuration).flatMap((duration) => (duration === null ? [] : [duration]));
        if (durations.length === 0) {
          expect(typical).toBeNull();
          return;
        }
        const count = (iso: string) => durations.filter((duration) => duration.iso === iso).length;
        expect(durations).toContainEqual(typical);
        for (const duration of durations) expect(count(typical?.iso ?? "")).toBeGreaterThanOrEqual(count(duration.iso));
      }),
    );
  });

  it("does not depend on the order of the periods", () => {
    fc.assert(
      fc.property(fc.array(periodTextArb, { maxLength: 8 }), (periods) => {
        expect(typicalStudyDuration([...periods].reverse())).toEqual(typicalStudyDuration(periods));
      }),
    );
  });
});
