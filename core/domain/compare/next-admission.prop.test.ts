import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { partialWaveArb } from "../../../tests/arbitraries/admission.arb";
import type { WaveStatus } from "../admission/admission-waves";
import { parseWaveDate } from "../admission/parse-wave-date";
import { nextAdmission } from "./next-admission";

const baseArb = fc.record({
  waves: fc.record({
    status: fc.constantFrom<WaveStatus>("open", "closed"),
    waves: fc.array(partialWaveArb, { maxLength: 4 }),
  }),
});
const nowArb = fc.date({
  min: new Date("2015-01-01T00:00:00Z"),
  max: new Date("2099-12-31T00:00:00Z"),
  noInvalidDate: true,
});

const time = (iso: string | null) => (iso === null ? null : (parseWaveDate(iso)?.getTime() ?? null));

describe("nextAdmission (properties)", () => {
  it("answers a date not before now, taken from a wave that qualifies, and no qualifying date is earlier", () => {
    fc.assert(
      fc.property(fc.array(baseArb, { maxLength: 4 }), nowArb, (bases, now) => {
        const t = now.getTime();
        const qualifying = bases.flatMap((base) =>
          base.waves.waves.flatMap((wave) => {
            const from = time(wave.date_from);
            const to = time(wave.date_to);
            if (from !== null && from > t) return [from];
            const inside = to !== null && to >= t && (from === null || from <= t);
            return base.waves.status === "open" && inside && to !== null ? [to] : [];
          }),
        );
        const found = nextAdmission(bases, now);
        if (qualifying.length === 0) {
          expect(found).toBeNull();
          return;
        }
        expect(found).not.toBeNull();
        expect(time(found?.at ?? null)).toBe(Math.min(...qualifying));
        expect(time(found?.at ?? null)).toBeGreaterThanOrEqual(t);
      }),
    );
  });

  it("never says a closed base closes", () => {
    fc.assert(
      fc.property(fc.array(baseArb, { maxLength: 4 }), nowArb, (bases, now) => {
        const closedOnly = bases.map((base) => ({ waves: { ...base.waves, status: "closed" as const } }));
        expect(nextAdmission(closedOnly, now)?._tag ?? "Opens").toBe("Opens");
      }),
    );
  });
});
