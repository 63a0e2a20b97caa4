import type { BaseSpec } from "./base-spec";
import type { ProgramLevelSlug } from "./data/program-levels.data";
import type { SpecialtySlug } from "./data/specialties.data";
import { LANGUAGE_COURSE_SPECIALTY, SPECIALTY_POOLS } from "./data/specialty-pools.data";
import type { InstitutionContext } from "./institution-context";

const COUNTRY_LANGUAGE_SPECIALTY: Readonly<Record<string, SpecialtySlug>> = {
  china: "kitajskij-yazyk",
  korea: "korejskij-yazyk",
  japan: "yaponskij-yazyk",
  canada: "anglijskij-yazyk",
};

const COUNTS: Readonly<Record<ProgramLevelSlug, readonly [number, number]>> = {
  bakalavriat: [4, 8],
  magistratura: [3, 6],
  aspirantura: [2, 4],
  podgotovitelnyj: [1, 1],
  kolledzh: [3, 6],
  shkola: [1, 3],
};

/** The profile's pool, fitted to the country: its own language instead of Chinese, Chinese medicine only in China. */
const poolFor = (context: InstitutionContext): readonly SpecialtySlug[] => {
  const country = context.country.slug;
  const local = COUNTRY_LANGUAGE_SPECIALTY[country] ?? "kitajskij-yazyk";
  const pool = SPECIALTY_POOLS[context.fact.profile]
    .map((slug) => (slug === "kitajskij-yazyk" ? local : slug))
    .filter((slug) => country === "china" || slug !== "tradiczionnaya-kitajskaya-mediczina");
  const chineseTaught = context.languages.includes("kitajskij");
  return pool.filter((slug) => chineseTaught || slug !== "kitajskaya-shkolnaya-programma");
};

/** The specialties a program offers at one level (language courses take theirs from the base). */
export const programSpecialties = (context: InstitutionContext, level: ProgramLevelSlug): SpecialtySlug[] => {
  const [min, max] = context.lean ? [1, Math.min(2, COUNTS[level][1])] : COUNTS[level];
  return context.random.sample(poolFor(context), context.random.int(min, max));
};

/** The specialties of one base: the main paid base offers them all, the others a few. */
export const baseSpecialties = (
  context: InstitutionContext,
  spec: BaseSpec,
  offered: readonly SpecialtySlug[],
  isMainBase: boolean,
): SpecialtySlug[] => {
  const language = spec.languages[0] ?? "kitajskij";
  if (spec.kind === "language-semester" || spec.kind === "language-year" || spec.kind === "language-grant") {
    return [LANGUAGE_COURSE_SPECIALTY[language] ?? "kitajskij-yazyk"];
  }
  if (isMainBase) return [...offered];
  const most = context.lean ? 1 : spec.kind === "scholarship" ? 2 : 3;
  return context.random.sample(offered, context.random.int(1, Math.min(most, offered.length)));
};
