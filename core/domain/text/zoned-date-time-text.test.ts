import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { zonedDateTimeText } from "./zoned-date-time-text";

describe("zonedDateTimeText", () => {
  it("shows the wall clock of the zone", () => {
    const at = new Date("2026-11-27T21:05:00.000Z");
    expect(zonedDateTimeText(at, "Europe/Moscow")).toBe("28 ноября 2026, 00:05");
    expect(zonedDateTimeText(at, "Asia/Shanghai")).toBe("28 ноября 2026, 05:05");
    expect(zonedDateTimeText(new Date("2026-03-01T06:09:00.000Z"), "Europe/Moscow")).toBe("1 марта 2026, 09:09");
  });

  it("always reads day, month word, year and a 24-hour time", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("2000-01-01"), max: new Date("2099-12-31"), noInvalidDate: true }), (at) => {
        expect(zonedDateTimeText(at, "Europe/Moscow")).toMatch(/^\d{1,2} [а-я]+ \d{4}, ([01]\d|2[0-3]):[0-5]\d$/u);
      }),
    );
  });
});
