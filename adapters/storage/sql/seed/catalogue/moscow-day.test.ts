import { describe, expect, it } from "vitest";
import { moscowDayEnd, moscowDayStart, shiftDay } from "./moscow-day";

describe("Moscow days", () => {
  it("starts a Moscow day at 21:00 UTC the day before and ends it at 20:59:59 UTC", () => {
    expect(moscowDayStart("2026-11-01").toISOString()).toBe("2026-10-31T21:00:00.000Z");
    expect(moscowDayEnd("2027-01-15").toISOString()).toBe("2027-01-15T20:59:59.000Z");
  });

  it("shifts days across months and years", () => {
    expect(shiftDay("2026-12-25", 10)).toBe("2027-01-04");
    expect(shiftDay("2027-03-01", -1)).toBe("2027-02-28");
  });
});
