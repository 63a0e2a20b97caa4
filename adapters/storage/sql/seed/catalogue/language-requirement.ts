import type { BaseKind } from "./base-spec";
import type { ProgramLevelSlug } from "./data/program-levels.data";

export type LanguageRequirement = Readonly<{ hskLevel: number | null; ieltsLevel: string | null }>;

const HSK: Partial<Record<ProgramLevelSlug, number>> = { bakalavriat: 4, magistratura: 5, aspirantura: 5, kolledzh: 3 };
const IELTS: Partial<Record<ProgramLevelSlug, string>> = {
  bakalavriat: "6.0",
  magistratura: "6.5",
  aspirantura: "6.5",
  kolledzh: "5.5",
};
const IELTS_CANADA: Partial<Record<ProgramLevelSlug, string>> = {
  bakalavriat: "6.5",
  magistratura: "7.0",
  aspirantura: "7.0",
};

const NONE: LanguageRequirement = { hskLevel: null, ieltsLevel: null };

/** HSK for Chinese-taught and IELTS for English-taught degree and college bases; none for courses and schools. */
export const languageRequirement = (
  level: ProgramLevelSlug,
  kind: BaseKind,
  language: string,
  country: string,
): LanguageRequirement => {
  if (kind === "language-semester" || kind === "language-year" || kind === "language-grant") return NONE;
  if (language === "kitajskij") return { hskLevel: HSK[level] ?? null, ieltsLevel: null };
  if (language === "anglijskij") {
    return { hskLevel: null, ieltsLevel: (country === "canada" ? IELTS_CANADA : IELTS)[level] ?? null };
  }
  return NONE;
};
