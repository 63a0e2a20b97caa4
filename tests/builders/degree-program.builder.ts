import type { DegreeProgram } from "../../core/domain/catalogue/degree-program";
import { buildEducationBase } from "./education-base.builder";
import { buildInstitutionRef } from "./institution-ref.builder";
import { buildLanguage } from "./language.builder";

/** A bachelor's program with one grant base; the summary lists agree with the bases. */
export const buildDegreeProgram = (overrides: Partial<DegreeProgram> = {}): DegreeProgram => ({
  id: 301,
  title: "Бакалавриат",
  slug: "bakalavriat",
  excerpt: "Четыре года обучения на китайском или английском",
  morph: null,
  education_bases: [buildEducationBase()],
  submission_years: [2026],
  education_prices: [0],
  education_types: [1],
  education_langs: [buildLanguage()],
  institution: buildInstitutionRef(),
  content: "<p>Программа бакалавриата.</p>",
  total_places: 20,
  available_places: 12,
  ...overrides,
});
