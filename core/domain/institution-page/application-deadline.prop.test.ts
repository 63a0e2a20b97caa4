import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { instantOf, moscowMomentArb, partialAdmissionWavesArb } from "../../../tests/arbitraries/admission.arb";
import { baseApplicationDeadline, programApplicationDeadline } from "./application-deadline";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const pad = (n: number) => String(n).padStart(2, "0");

const baseArb = fc.record({
  submission_at: fc.option(
    moscowMomentArb.map((moment) => instantOf(moment).toISOString()),
    { nil: null },
  ),
  waves: partialAdmissionWavesArb,
});

describe("application deadline properties", () => {
  it("is the Moscow calendar day of the submission deadline when there is one", () => {
    fc.assert(
      fc.property(moscowMomentArb, partialAdmissionWavesArb, (moment, waves) => {
        const deadline = baseApplicationDeadline({ submission_at: instantOf(moment).toISOString(), waves });
        expect(deadline).toBe(`${moment.year}-${pad(moment.month + 1)}-${pad(moment.day)}`);
      }),
    );
  });

  it("of a program is one of its bases' deadlines and none is later", () => {
    fc.assert(
      fc.property(fc.array(baseArb, { maxLength: 6 }), (bases) => {
        const deadline = programApplicationDeadline(bases);
        const all = bases.map(baseApplicationDeadline).filter((day): day is string => day !== null);
        if (all.length === 0) {
          expect(deadline).toBeNull();
          return;
        }
        expect(deadline).toMatch(DAY);
        expect(all).toContain(deadline);
        for (const day of all) expect(day <= (deadline ?? "")).toBe(true);
      }),
    );
  });
});
