import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { timelineInstantArb } from "../../../tests/arbitraries/timeline.arb";
import { applicationDeadline, type WaveDeadline } from "./application-deadline";

const waveArb: fc.Arbitrary<WaveDeadline> = fc.record({
  label: fc.constantFrom("Осень 2027", "Весна 2027", "Осень 2028"),
  closes_at: timelineInstantArb,
});

describe("applicationDeadline (properties)", () => {
  it("without a chosen intake, is the first close still ahead", () => {
    fc.assert(
      fc.property(fc.array(waveArb, { maxLength: 5 }), timelineInstantArb, (waves, now) => {
        const ahead = waves.map((w) => w.closes_at.getTime()).filter((t) => t > now.getTime());
        const found = applicationDeadline(waves, "", now);
        expect(found?.getTime() ?? null).toBe(ahead.length === 0 ? null : Math.min(...ahead));
      }),
    );
  });

  it("with a chosen intake it names, is that wave's close, or nothing once it closed", () => {
    fc.assert(
      fc.property(waveArb, fc.array(waveArb, { maxLength: 4 }), timelineInstantArb, (chosen, others, now) => {
        const waves = [chosen, ...others];
        const found = applicationDeadline(waves, chosen.label, now);
        expect(found).toEqual(chosen.closes_at > now ? chosen.closes_at : null);
      }),
    );
  });

  it("is never a time already past", () => {
    fc.assert(
      fc.property(
        fc.array(waveArb, { maxLength: 5 }),
        fc.string({ maxLength: 10 }),
        timelineInstantArb,
        (waves, intake, now) => {
          const found = applicationDeadline(waves, intake, now);
          if (found !== null) expect(found.getTime()).toBeGreaterThan(now.getTime());
        },
      ),
    );
  });
});
