import fc from "fast-check";
import { match } from "ts-pattern";
import { describe, expect, it } from "vitest";
import { wavesAndNowArb } from "../../../../../tests/arbitraries/seed-catalogue.arb";
import { waveProgress, waveState } from "./wave-progress";

describe("waveProgress properties", () => {
  it("is open exactly when now lies inside some wave, and then names that wave", () => {
    fc.assert(
      fc.property(wavesAndNowArb, ({ waves, now }) => {
        const inside = waves.findIndex((wave) => wave.from <= now && now <= wave.to);
        const state = waveState(waveProgress(waves, now));
        expect(state.status === "open").toBe(inside >= 0);
        if (inside >= 0) expect(state.current).toBe(inside + 1);
      }),
    );
  });

  it("places now before the first, between two or after the last wave when no wave is open", () => {
    fc.assert(
      fc.property(wavesAndNowArb, ({ waves, now }) => {
        const time = now.getTime();
        const first = waves[0];
        const last = waves[waves.length - 1];
        match(waveProgress(waves, now))
          .with({ _tag: "Upcoming" }, () => {
            expect(first !== undefined && time < first.from.getTime()).toBe(true);
          })
          .with({ _tag: "Between" }, ({ next }) => {
            const before = waves[next - 2];
            const after = waves[next - 1];
            expect(before !== undefined && after !== undefined).toBe(true);
            expect(time > (before?.to.getTime() ?? 0) && time < (after?.from.getTime() ?? 0)).toBe(true);
          })
          .with({ _tag: "Finished" }, () => {
            expect(last !== undefined && time > last.to.getTime()).toBe(true);
          })
          .with({ _tag: "Open" }, ({ wave }) => {
            expect(wave >= 1 && wave <= waves.length).toBe(true);
          })
          .exhaustive();
      }),
    );
  });

  it("keeps current within 0..6", () => {
    fc.assert(
      fc.property(wavesAndNowArb, ({ waves, now }) => {
        const { current } = waveState(waveProgress(waves, now));
        expect(Number.isInteger(current) && current >= 0 && current <= 6).toBe(true);
      }),
    );
  });
});
