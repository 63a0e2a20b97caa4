import { formatInTimeZone } from "date-fns-tz";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { instantOf, moscowMomentArb } from "../../../tests/arbitraries/admission.arb";
import { moscowCalendarDay } from "./moscow-calendar-day";
import { MOSCOW_TIME_ZONE } from "./moscow-time";

const instantArb = fc.date({
  min: new Date("0001-01-01T00:00:00Z"),
  max: new Date("9999-12-30T00:00:00Z"),
  noInvalidDate: true,
});

describe("moscowCalendarDay properties", () => {
  it("is the day of any Moscow moment, near midnight included", () => {
    fc.assert(
      fc.property(moscowMomentArb, (m) => {
        expect(moscowCalendarDay(instantOf(m))).toEqual({ day: m.day, month: m.month + 1, year: m.year });
      }),
    );
  });

  it("agrees with date-fns-tz's Moscow day over years 1-9999", () => {
    fc.assert(
      fc.property(instantArb, (date) => {
        const { day, month, year } = moscowCalendarDay(date);
        const [y, mo, d] = formatInTimeZone(date, MOSCOW_TIME_ZONE, "yyyy-MM-dd").split("-").map(Number);
        expect({ day, month, year }).toEqual({ day: d, month: mo, year: y });
      }),
      { numRuns: 2000 },
    );
  });
});
