import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { moscowDayArb } from "../../../../../tests/arbitraries/seed-catalogue.arb";
import { moscowDayEnd, moscowDayStart, shiftDay } from "./moscow-day";

describe("Moscow day properties", () => {
  it("shifting forth and back returns the same day", () => {
    fc.assert(
      fc.property(moscowDayArb, fc.integer({ min: -400, max: 400 }), (day, days) => {
        expect(shiftDay(shiftDay(day, days), -days)).toBe(day);
      }),
    );
  });

  it("a day lasts 86 399 seconds from its start to its last second, and the next one starts a second later", () => {
    fc.assert(
      fc.property(moscowDayArb, (day) => {
        const start = moscowDayStart(day).getTime();
        const end = moscowDayEnd(day).getTime();
        expect(end - start).toBe(86_399_000);
        expect(moscowDayStart(shiftDay(day, 1)).getTime() - end).toBe(1_000);
      }),
    );
  });
});
