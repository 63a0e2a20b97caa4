import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type WavePhase, wavePhaseOf } from "./wave-phase";

const ORDER: readonly WavePhase[] = ["upcoming", "deadline", "open-ended", "finished"];

describe("wavePhaseOf properties", () => {
  it("has a phase exactly for the integers 0..6", () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 100 }), (n) => {
        expect(wavePhaseOf(n) !== null).toBe(n >= 0 && n <= 6);
      }),
    );
  });

  it("never goes back to an earlier phase as the wave number grows", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const rank = (n: number) => ORDER.indexOf(wavePhaseOf(n) ?? "upcoming");
        expect(rank(low)).toBeLessThanOrEqual(rank(high));
      }),
    );
  });
});
