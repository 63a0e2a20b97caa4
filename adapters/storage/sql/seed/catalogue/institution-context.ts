import { type CityRef, reference } from "./catalogue-reference";
import type { CountryFact } from "./data/countries.data";
import type { LanguageSlug } from "./data/languages.data";
import { type CountryTuition, TUITION } from "./data/tuition.data";
import type { IdAllocator } from "./id-allocator";
import type { InstitutionFact } from "./institution-fact";
import { type CaseForms, declinePhrase } from "./russian-declension";
import type { Random } from "./seeded-random";

/** Everything the planners need about one institution while they expand it into rows. */
export type InstitutionContext = Readonly<{
  id: number;
  fact: InstitutionFact;
  city: CityRef;
  country: CountryFact;
  tuition: CountryTuition;
  morph: CaseForms;
  /** Languages of instruction, the main one first. */
  languages: readonly LanguageSlug[];
  /** 0..1: where the institution's prices sit within the country's bands. */
  prestige: number;
  random: Random;
  now: Date;
  ids: IdAllocator;
  /** Synthetic institutions get fewer bases and specialties, so that 100 000 of them insert quickly. */
  lean: boolean;
}>;

export type ContextOptions = Readonly<{ id: number; random: Random; now: Date; ids: IdAllocator; lean: boolean }>;

const englishChance = (fact: InstitutionFact): number =>
  fact.profile === "medical" ? 0.8 : fact.project === "985" ? 0.7 : fact.project === "211" ? 0.45 : 0.25;

const defaultLanguages = (fact: InstitutionFact, country: string, random: Random): LanguageSlug[] => {
  if (country === "korea") return ["korejskij", "anglijskij"];
  if (country === "japan") return ["yaponskij", "anglijskij"];
  if (country === "canada") return ["anglijskij"];
  if (fact.type === 3) return random.chance(0.5) ? ["anglijskij"] : ["anglijskij", "kitajskij"];
  return random.chance(englishChance(fact)) ? ["kitajskij", "anglijskij"] : ["kitajskij"];
};

const prestigeOf = (fact: InstitutionFact, random: Random): number => {
  const roll = random.next();
  if (fact.project === "985" || (fact.qs !== null && fact.qs <= 200)) return 0.6 + 0.4 * roll;
  if (fact.project === "211" || fact.qs !== null) return 0.3 + 0.5 * roll;
  return 0.6 * roll;
};

export const institutionContext = (fact: InstitutionFact, options: ContextOptions): InstitutionContext => {
  const city = reference.city(fact.city);
  const languages =
    fact.languages.length > 0
      ? fact.languages.map((slug) => reference.language(slug).slug)
      : defaultLanguages(fact, city.country.slug, options.random);
  return {
    ...options,
    fact,
    city,
    country: city.country,
    tuition: TUITION[city.country.slug],
    morph: declinePhrase(fact.ru),
    languages,
    prestige: prestigeOf(fact, options.random),
  };
};
