import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  completeAdmissionWavesArb,
  completeAdmissionWavesWith,
  outOfRangeCurrentArb,
  partialAdmissionWavesArb,
} from "../../../tests/arbitraries/admission.arb";
import type { AdmissionWaves, Wave } from "./admission-waves";
import { admissionWaveText } from "./wave-text";

const textOf = (waves: AdmissionWaves): string => {
  const result = admissionWaveText(waves);
  if (!result.ok) throw new Error(`expected a text, got ${result.error._tag}`);
  return result.value.text;
};

/** A direct reading of the spec: which wave and which parts each current number needs. */
const canShow = (current: number, waves: readonly Wave[]): boolean => {
  const wave = current === 0 ? waves[0] : current === 6 ? waves[waves.length - 1] : waves[current - 1];
  if (wave === undefined) return false;
  if (current === 0) return wave.date_from_str !== null;
  if (current === 6) return wave.date_to_str !== null;
  if (current <= 3) return wave.label !== null && wave.date_to_str !== null;
  return wave.label !== null;
};

describe("admissionWaveText properties", () => {
  it("has 'до' iff the current wave is 1..3", () => {
    fc.assert(
      fc.property(completeAdmissionWavesArb, (waves) => {
        const current = waves.current ?? -1;
        expect(textOf(waves).split(" ").includes("до")).toBe(current >= 1 && current <= 3);
      }),
    );
  });

  it("contains the first wave's start text for 0", () => {
    fc.assert(
      fc.property(completeAdmissionWavesWith(fc.constant(0)), (waves) => {
        const start = waves.waves[0]?.date_from_str;
        expect(start).toBeTypeOf("string");
        expect(textOf(waves)).toBe(`Приём заявок с ${start}`);
      }),
    );
  });

  it("contains the last wave's end text for 6", () => {
    fc.assert(
      fc.property(completeAdmissionWavesWith(fc.constant(6)), (waves) => {
        const end = waves.waves[waves.waves.length - 1]?.date_to_str;
        expect(end).toBeTypeOf("string");
        expect(textOf(waves)).toContain(`${end}`);
      }),
    );
  });

  it("starts with the label of wave number current for 1..5", () => {
    fc.assert(
      fc.property(completeAdmissionWavesWith(fc.integer({ min: 1, max: 5 })), (waves) => {
        const current = waves.current ?? 0;
        const label = waves.waves[current - 1]?.label;
        expect(label).toBeTypeOf("string");
        expect(textOf(waves).startsWith(`${label}`)).toBe(true);
      }),
    );
  });

  it("shows a text exactly when the needed wave and parts exist", () => {
    fc.assert(
      fc.property(partialAdmissionWavesArb, (waves) => {
        expect(admissionWaveText(waves).ok).toBe(canShow(waves.current ?? 0, waves.waves));
      }),
    );
  });

  it("refuses every current number outside 0..6 whatever the waves", () => {
    fc.assert(
      fc.property(completeAdmissionWavesArb, outOfRangeCurrentArb, (waves, current) => {
        expect(admissionWaveText({ ...waves, current })).toEqual({
          ok: false,
          error: { _tag: "CurrentOutOfRange", current },
        });
      }),
    );
  });
});
