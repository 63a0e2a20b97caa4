import { describe, expect, it } from "vitest";
import { moscowCalendarDay } from "./moscow-calendar-day";

describe("moscowCalendarDay", () => {
  it("reads the day in Moscow, three hours ahead of UTC", () => {
    expect(moscowCalendarDay(new Date("2026-03-01T10:00:00Z"))).toEqual({ day: 1, month: 3, year: 2026 });
    expect(moscowCalendarDay(new Date("2026-02-28T21:00:00Z"))).toEqual({ day: 1, month: 3, year: 2026 });
    expect(moscowCalendarDay(new Date("2026-02-28T20:59:59Z"))).toEqual({ day: 28, month: 2, year: 2026 });
  });

  it("turns the year at Moscow midnight", () => {
    expect(moscowCalendarDay(new Date("2026-12-31T21:00:00Z"))).toEqual({ day: 1, month: 1, year: 2027 });
  });

  it("uses Moscow's offset of the time, not today's (UTC+4 in 2012)", () => {
    expect(moscowCalendarDay(new Date("2012-06-30T20:00:00Z"))).toEqual({ day: 1, month: 7, year: 2012 });
  });

  it("counts the year of its era in the first centuries", () => {
    expect(moscowCalendarDay(new Date("0005-06-15T12:00:00Z"))).toEqual({ day: 15, month: 6, year: 5 });
  });
});
