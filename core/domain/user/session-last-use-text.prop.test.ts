import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { waveDateText } from "../admission/wave-date-text";
import { sessionLastUseText } from "./session-last-use-text";

const instantArb = fc.date({
  min: new Date("2000-01-01T00:00:00.000Z"),
  max: new Date("2100-01-01T00:00:00.000Z"),
  noInvalidDate: true,
});

describe("sessionLastUseText properties", () => {
  it("is the day of waveDateText followed by a valid 24-hour Moscow time", () => {
    fc.assert(
      fc.property(instantArb, (date) => {
        const iso = date.toISOString();
        const text = sessionLastUseText(iso) ?? "";
        const [day, time] = text.split(", ");
        expect(day).toBe(waveDateText(iso));
        expect(time).toMatch(/^([01]\d|2[0-3]):[0-5]\d мск$/);
      }),
    );
  });

  it("Moscow has been UTC+3 all year since October 2014: the time is the UTC time three hours on", () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date("2015-01-01T00:00:00.000Z"),
          max: new Date("2100-01-01T00:00:00.000Z"),
          noInvalidDate: true,
        }),
        (date) => {
          const moscow = new Date(date.getTime() + 3 * 3_600_000);
          const expected = `${String(moscow.getUTCHours()).padStart(2, "0")}:${String(moscow.getUTCMinutes()).padStart(2, "0")}`;
          expect(sessionLastUseText(date.toISOString())).toContain(`, ${expected} мск`);
        },
      ),
    );
  });
});
