import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PROGRESS_BAR } from "../constants/progress-bar";
import { progressSignal } from "./progress-signal";

const activityArb = fc.constantFrom("idle" as const, "loading" as const, "submitting" as const);

describe("progressSignal properties", () => {
  it("is busy exactly when something is not idle, with the delay of its source", () => {
    fc.assert(
      fc.property(activityArb, fc.array(activityArb, { maxLength: 6 }), (navigation, fetchers) => {
        const signal = progressSignal(navigation, fetchers);
        const busy = navigation !== "idle" || fetchers.some((state) => state !== "idle");
        expect(signal.busy).toBe(busy);
        if (signal.busy) {
          const delay = navigation !== "idle" ? PROGRESS_BAR.throttleMs : PROGRESS_BAR.minFetchDisplayDelayMs;
          expect(signal.delayMs).toBe(delay);
        }
      }),
    );
  });
});
