/** What an institution is known for; it chooses the specialties its programs offer. */
export const PROFILES = [
  "comprehensive",
  "technical",
  "medical",
  "pedagogical",
  "linguistic",
  "economic",
  "arts",
  "agricultural",
  "law",
  "sports",
  "vocational",
  "school",
] as const;

export type Profile = (typeof PROFILES)[number];

/** The state programmes a Chinese university belongs to ("985" members are also in "211"). */
export type ChineseProject = "985" | "211";

/** Education type numbers of institutions (core/domain/constants/education-type.ts without "catalog"). */
export type InstitutionType = 1 | 2 | 3;

/** The facts an institution is seeded from: a real one from the data tables or a synthetic one. */
export type InstitutionFact = Readonly<{
  type: InstitutionType;
  ru: string;
  en: string;
  ch: string;
  acronym: string;
  /** City slug; it also gives the country. */
  city: string;
  founded: number | null;
  /** Approximate place in the QS World University Rankings. */
  qs: number | null;
  /** Approximate place among the universities of its country. */
  national: number | null;
  site: string;
  profile: Profile;
  project: ChineseProject | null;
  /** Language slugs of instruction, the main one first; empty means the country's default. */
  languages: readonly string[];
}>;
