import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { partialAdmissionWavesArb } from "../../../tests/arbitraries/admission.arb";
import { hasOpenWaves } from "../admission/has-open-waves";
import { admissionWaveText } from "../admission/wave-text";
import { programAdmission } from "./program-admission";

const basesArb = fc.array(
  partialAdmissionWavesArb.map((waves) => ({ waves })),
  { maxLength: 5 },
);

describe("programAdmission properties", () => {
  it("is open exactly when some base is (spec 4)", () => {
    fc.assert(
      fc.property(basesArb, (bases) => {
        expect(programAdmission(bases).open).toBe(hasOpenWaves(bases));
      }),
    );
  });

  it("shows the line of a base of the same status, and one whenever such a base has one", () => {
    fc.assert(
      fc.property(basesArb, (bases) => {
        const { open, text } = programAdmission(bases);
        const eligible = bases.filter((base) => !open || base.waves.status === "open");
        const lines = eligible.flatMap((base) => {
          const line = admissionWaveText(base.waves);
          return line.ok ? [line.value.text] : [];
        });
        expect(text).toBe(lines[0] ?? null);
      }),
    );
  });
});
