import type { CurrencyCode } from "../price/currency-code";

type Named = Readonly<{ slug: string; title: string }>;

/** The level a program leads to, with the catalogue's display order. */
export type QuizLevel = Named & Readonly<{ sort: number }>;

/**
 * One education base as the quiz weighs it (ADR 066): what each question is matched against. Prices are the base's
 * lowest, in the currency of its country; a language course is priced per semester, any other base per year.
 */
export type QuizCandidate = Readonly<{
  id: number;
  slug: string;
  title: string;
  /** The base's page on the site. */
  href: string;
  institution: Readonly<{ id: number; title: string }>;
  program_title: string;
  level: QuizLevel;
  is_language_course: boolean;
  min_price: number | null;
  currency: CurrencyCode | null;
  languages: readonly Named[];
  /** The HSK level the base requires; null: none. */
  hsk_level: number | null;
  direction_slugs: readonly string[];
  /** 1 grants, 2 scholarships, null a paid place. */
  grant_type: 1 | 2 | null;
  city: Readonly<{ name: string; population: number | null }> | null;
}>;
