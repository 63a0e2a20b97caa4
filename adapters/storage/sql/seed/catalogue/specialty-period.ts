import type { BaseKind } from "./base-spec";
import type { ProgramLevelSlug } from "./data/program-levels.data";
import type { SpecialtySlug } from "./data/specialties.data";
import { yearsText } from "./period-text";

const BACHELOR_YEARS: Partial<Record<SpecialtySlug, number>> = {
  "lechebnoe-delo": 6,
  stomatologiya: 5,
  "tradiczionnaya-kitajskaya-mediczina": 5,
  arhitektura: 5,
};

const SCHOOL_YEARS: Partial<Record<SpecialtySlug, number>> = {
  "mezhdunarodnyj-bakalavriat-ib": 2,
  "britanskaya-programma-igcse-i-a-level": 2,
  "amerikanskaya-programma-ap": 1,
  "kitajskaya-shkolnaya-programma": 3,
};

export type PeriodInput = Readonly<{
  level: ProgramLevelSlug;
  kind: BaseKind;
  specialty: SpecialtySlug;
  direction: number | null;
  country: string;
  language: string;
}>;

/** How long a specialty takes: "4 года" for a bachelor's, "1 семестр" for a semester of language... */
export const specialtyPeriod = ({ level, kind, specialty, direction, country, language }: PeriodInput): string => {
  if (kind === "language-semester") return "1 семестр";
  if (level === "podgotovitelnyj") return yearsText(1);
  if (level === "bakalavriat") return yearsText(BACHELOR_YEARS[specialty] ?? 4);
  if (level === "magistratura") return yearsText(country === "china" && language === "kitajskij" ? 3 : 2);
  if (level === "aspirantura") return yearsText(country === "canada" || direction === 5 ? 4 : 3);
  if (level === "kolledzh") return yearsText(3);
  return yearsText(SCHOOL_YEARS[specialty] ?? 1);
};
