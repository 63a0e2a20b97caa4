import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LEAD_CALL_RATE_LIMIT_MS, leadCallWait } from "./lead-call-wait";

const time = fc.integer({ min: 0, max: 4_000_000_000_000 });
const interval = fc.integer({ min: 1, max: 600_000 });

describe("leadCallWait (property)", () => {
  it("lets the first call go at once", () => {
    fc.assert(
      fc.property(time, (now) => {
        expect(leadCallWait(null, now)).toBe(0);
      }),
    );
  });

  it("never waits longer than the interval, nor less than nothing", () => {
    fc.assert(
      fc.property(fc.option(time, { nil: null }), time, interval, (last, now, ms) => {
        const wait = leadCallWait(last, now, ms);
        expect(wait).toBeGreaterThanOrEqual(0);
        expect(wait).toBeLessThanOrEqual(ms);
      }),
    );
  });

  it("lets a call go exactly when the interval has passed since the last one", () => {
    fc.assert(
      fc.property(time, fc.integer({ min: 0, max: 100_000 }), interval, (last, since, ms) => {
        expect(leadCallWait(last, last + since, ms) === 0).toBe(since >= ms);
      }),
    );
  });

  it("waiting out the answer always lets the next call go (spec 9: one per 10 s by default)", () => {
    fc.assert(
      fc.property(time, fc.integer({ min: -100_000, max: 100_000 }), (last, offset) => {
        const now = last + offset;
        const wait = leadCallWait(last, now);
        expect(wait).toBeLessThanOrEqual(LEAD_CALL_RATE_LIMIT_MS);
        expect(leadCallWait(last, now + wait) === 0 || offset < 0).toBe(true);
      }),
    );
  });
});
