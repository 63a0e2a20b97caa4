import type { RatesByCurrency } from "../price/rouble-equivalent";
import type { QuizAnswers } from "./quiz-answers";
import type { QuizCandidate } from "./quiz-candidate";
import { type QuizReason, quizMatch, yearlyRoubles } from "./quiz-match";

/** How many matching programs the result shows. */
export const QUIZ_RESULT_LIMIT = 20;

export type QuizMatch = Readonly<{
  candidate: QuizCandidate;
  yearly_rub: number | null;
  reasons: readonly QuizReason[];
}>;

/** The programs that fit every answer: the first `limit` in the result's order, and how many fit in all. */
export type QuizResult = Readonly<{ matches: readonly QuizMatch[]; total: number }>;

/** The result's order: the lowest yearly price in roubles first (an unknown price last), then the lower base id. */
export const compareQuizMatches = (a: QuizMatch, b: QuizMatch): number => {
  if (a.yearly_rub !== b.yearly_rub) {
    if (a.yearly_rub === null) return 1;
    if (b.yearly_rub === null) return -1;
    return a.yearly_rub - b.yearly_rub;
  }
  return a.candidate.id - b.candidate.id;
};

/** Matches every candidate against the answers (ADR 066) and keeps the first `limit` of those that fit. */
export const quizResult = (
  candidates: readonly QuizCandidate[],
  answers: QuizAnswers,
  rates: RatesByCurrency,
  limit: number = QUIZ_RESULT_LIMIT,
): QuizResult => {
  const matches = candidates.flatMap((candidate): QuizMatch[] => {
    const reasons = quizMatch(candidate, answers, rates);
    return reasons === null ? [] : [{ candidate, yearly_rub: yearlyRoubles(candidate, rates), reasons }];
  });
  return { matches: [...matches].sort(compareQuizMatches).slice(0, Math.max(0, limit)), total: matches.length };
};
