import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dayNumberArb } from "../../../tests/arbitraries/timeline.arb";
import { addMonths, calendarDateOf, dayNumber, isCalendarDate, moscowDateOf } from "./calendar-date";

describe("calendar dates (properties)", () => {
  it("reads back the day number it wrote", () => {
    fc.assert(
      fc.property(dayNumberArb, (day) => {
        expect(dayNumber(calendarDateOf(day))).toBe(day);
      }),
    );
  });

  it("refuses days a month lacks and text that is not a date", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2100 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
        const mm = String(month).padStart(2, "0");
        expect(isCalendarDate(`${year}-${mm}-${last}`)).toBe(true);
        expect(isCalendarDate(`${year}-${mm}-${last + 1}`)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(
        fc.string({ maxLength: 12 }).filter((s) => !/^\d{4}-/.test(s)),
        (text) => {
          expect(dayNumber(text)).toBeNull();
        },
      ),
    );
  });

  it("adds months without moving the day, except to a shorter month's last day", () => {
    fc.assert(
      fc.property(dayNumberArb, fc.integer({ min: 0, max: 24 }), (day, months) => {
        const from = new Date(day * 86_400_000);
        const to = new Date(addMonths(day, months) * 86_400_000);
        expect((to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth()).toBe(months);
        expect(to.getUTCDate()).toBeLessThanOrEqual(from.getUTCDate());
        if (to.getUTCDate() < from.getUTCDate()) {
          expect(new Date(to.getTime() + 86_400_000).getUTCDate()).toBe(1);
        }
      }),
    );
  });

  it("gives the Moscow day: 21:00 UTC and later is the next day", () => {
    fc.assert(
      fc.property(dayNumberArb, fc.integer({ min: 0, max: 23 }), (day, hour) => {
        const instant = new Date(day * 86_400_000 + hour * 3_600_000);
        expect(moscowDateOf(instant)).toBe(calendarDateOf(hour >= 21 ? day + 1 : day));
      }),
    );
  });
});
