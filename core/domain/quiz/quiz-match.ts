import { match } from "ts-pattern";
import { directionBySlug } from "../constants/directions";
import type { RatesByCurrency } from "../price/rouble-equivalent";
import { roubleEquivalent } from "../price/rouble-equivalent";
import { type CitySize, citySizeOf } from "./city-size";
import type { QuizAnswers } from "./quiz-answers";
import type { QuizCandidate } from "./quiz-candidate";
import { LANGUAGE_COURSE_LEVEL, QUIZ_QUESTIONS, type QuizQuestion } from "./quiz-question";

/** Why a program fits one answer: what the program has that the answer asked for. */
export type QuizReason =
  | Readonly<{ _tag: "Level"; level: string; language_course: boolean }>
  | Readonly<{ _tag: "Budget"; yearly_rub: number; budget: number }>
  | Readonly<{ _tag: "Language"; language: string }>
  | Readonly<{ _tag: "Hsk"; required: number | null; visitor: number }>
  | Readonly<{ _tag: "Direction"; direction: string }>
  | Readonly<{ _tag: "Grant"; grant_type: 1 | 2 }>
  | Readonly<{ _tag: "CitySize"; size: CitySize; city: string; population: number }>;

/** Semesters in a year: a language course's price is per semester (ADR 066). */
export const SEMESTERS_A_YEAR = 2;

/** The lowest yearly price of a base in roubles (a language course: two semesters); null when unknown. */
export const yearlyRoubles = (candidate: QuizCandidate, rates: RatesByCurrency): number | null => {
  if (candidate.min_price === null || candidate.currency === null) return null;
  const yearly = candidate.min_price * (candidate.is_language_course ? SEMESTERS_A_YEAR : 1);
  return roubleEquivalent(yearly, candidate.currency, rates);
};

const reasonFor = (
  question: QuizQuestion,
  candidate: QuizCandidate,
  answers: QuizAnswers,
  rates: RatesByCurrency,
): QuizReason | null =>
  match(question)
    .with("level", () => {
      const wanted = answers.level;
      if (wanted === undefined) return null;
      const fits = wanted === LANGUAGE_COURSE_LEVEL ? candidate.is_language_course : candidate.level.slug === wanted;
      return fits
        ? { _tag: "Level" as const, level: candidate.level.title, language_course: candidate.is_language_course }
        : null;
    })
    .with("budget", () => {
      const yearly = yearlyRoubles(candidate, rates);
      const budget = answers.budget;
      return budget !== undefined && yearly !== null && yearly <= budget
        ? { _tag: "Budget" as const, yearly_rub: yearly, budget }
        : null;
    })
    .with("language", () => {
      const language = candidate.languages.find((entry) => entry.slug === answers.language);
      return language === undefined ? null : { _tag: "Language" as const, language: language.title };
    })
    .with("hsk", () => {
      const visitor = answers.hsk;
      if (visitor === undefined) return null;
      const required = candidate.hsk_level;
      return required === null || required <= visitor ? { _tag: "Hsk" as const, required, visitor } : null;
    })
    .with("direction", () => {
      const direction = directionBySlug(answers.direction ?? "");
      return direction !== null && candidate.direction_slugs.includes(direction.slug)
        ? { _tag: "Direction" as const, direction: direction.title }
        : null;
    })
    .with("grant", () =>
      candidate.grant_type === null ? null : { _tag: "Grant" as const, grant_type: candidate.grant_type },
    )
    .with("city_size", () => {
      const population = candidate.city?.population ?? null;
      const size = citySizeOf(population);
      return candidate.city === null || population === null || size !== answers.city_size
        ? null
        : { _tag: "CitySize" as const, size, city: candidate.city.name, population };
    })
    .exhaustive();

/**
 * Whether a program fits every answer, and why: one reason per answered question, in question order; null when it
 * misses any answer. An unanswered question does not narrow the programs. A budget needs a known rouble price at or
 * under it; a language needs the base to teach in it; an HSK level needs the base's requirement at or under it (a
 * base without one fits); a city size needs the city's population to fall in that size.
 */
export const quizMatch = (
  candidate: QuizCandidate,
  answers: QuizAnswers,
  rates: RatesByCurrency,
): readonly QuizReason[] | null => {
  const reasons: QuizReason[] = [];
  for (const question of QUIZ_QUESTIONS) {
    if (answers[question] === undefined) continue;
    const reason = reasonFor(question, candidate, answers, rates);
    if (reason === null) return null;
    reasons.push(reason);
  }
  return reasons;
};
