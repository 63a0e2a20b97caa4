import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildDegreeProgram } from "../../../tests/builders/degree-program.builder";
import { buildEducationBase } from "../../../tests/builders/education-base.builder";
import { buildInstitution } from "../../../tests/builders/institution.builder";
import { buildLanguage } from "../../../tests/builders/language.builder";
import { institutionFacts } from "./institution-facts";
import { programFacts } from "./program-facts";

const NOW = new Date("2026-03-10T09:00:00.000Z");
const LANGUAGES = [buildLanguage(), buildLanguage({ id: 2, title: "Английский", slug: "english" })];

const baseArb = fc
  .record({
    type: fc.constantFrom(1 as const, 2 as const, null),
    hsk: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
    min: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: null }),
  })
  .map(({ type, hsk, min }) =>
    buildEducationBase({
      type,
      min_price: min,
      max_price: min === null ? null : min + 1_000,
      extra: { hsk_level: hsk, ielts_level: null },
    }),
  );

const programArb = fc.record({ bases: fc.array(baseArb, { maxLength: 3 }), languages: fc.subarray(LANGUAGES) });

describe("institution facts (properties)", () => {
  it("sum up its programs: grants, languages and HSK levels are the union of theirs", () => {
    fc.assert(
      fc.property(fc.array(programArb, { maxLength: 4 }), (specs) => {
        const programs = specs.map(({ bases, languages }, index) =>
          buildDegreeProgram({ id: 300 + index, education_bases: bases, education_langs: languages }),
        );
        const institution = buildInstitution({ has_grants: false, degree_programs: programs });
        const whole = institutionFacts(institution, NOW);
        const parts = programs.map((program) => programFacts(program, institution, NOW));
        expect(whole.grantKinds.grants).toBe(parts.some((part) => part.grantKinds.grants));
        expect(whole.grantKinds.scholarships).toBe(parts.some((part) => part.grantKinds.scholarships));
        expect(new Set(whole.languages)).toEqual(new Set(parts.flatMap((part) => part.languages)));
        const mins = parts.flatMap((part) => (part.hsk === null ? [] : [part.hsk.min]));
        expect(whole.hsk?.min ?? null).toBe(mins.length === 0 ? null : Math.min(...mins));
        // A grant (a free base) never makes the institution free while something else is charged (ADR 032).
        const charged = parts.flatMap((part) =>
          part.price.min === null || part.price.min === 0 ? [] : [part.price.min],
        );
        const bases = programs.flatMap((program) => program.education_bases);
        const allFree = bases.length > 0 && bases.every((base) => base.min_price === 0);
        expect(whole.price.min).toBe(charged.length > 0 ? Math.min(...charged) : allFree ? 0 : institution.price);
        if (whole.price.min !== null && whole.price.max !== null) {
          expect(whole.price.max).toBeGreaterThanOrEqual(whole.price.min);
        }
      }),
    );
  });
});
