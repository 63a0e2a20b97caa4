import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { copyrightYear } from "./copyright-year";

const MOSCOW_OFFSET_MS = 3 * 3600 * 1000;

describe("copyrightYear properties", () => {
  it("is the UTC year of the instant moved to Moscow's fixed UTC+3", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2015-01-01T00:00:00Z"), max: new Date("2100-01-01T00:00:00Z"), noInvalidDate: true }),
        (now) => {
          expect(copyrightYear(now)).toBe(new Date(now.getTime() + MOSCOW_OFFSET_MS).getUTCFullYear());
        },
      ),
    );
  });
});
