import { exchangeRatesByCurrency } from "../../domain/price/rouble-equivalent";
import type { QuizAnswers } from "../../domain/quiz/quiz-answers";
import { quizChoices } from "../../domain/quiz/quiz-choices";
import { effectiveQuizAnswers } from "../../domain/quiz/quiz-definition";
import { quizResult } from "../../domain/quiz/quiz-result";
import type { ExchangeRateRepository } from "../../ports/exchange-rate-repository.port";
import type { QuizPage } from "../../ports/quiz-api.port";
import type { QuizRepository } from "../../ports/quiz-repository.port";

export type QuizPageDeps = Readonly<{ quizzes: QuizRepository; exchangeRates: ExchangeRateRepository }>;

/**
 * A quiz page (ADR 066): the quiz by slug (null: the default one), the choices its questions offer, and the programs
 * that fit the visitor's answers to the questions it asks together with its preset, at the current exchange rates.
 * Null when there is no such published quiz.
 */
export async function readQuizPage(
  deps: QuizPageDeps,
  slug: string | null,
  answers: QuizAnswers,
): Promise<QuizPage | null> {
  const quiz = await deps.quizzes.quiz(slug);
  if (quiz === null) return null;
  const [candidates, rates] = await Promise.all([deps.quizzes.candidates(), deps.exchangeRates.current()]);
  return {
    quiz,
    choices: quizChoices(candidates),
    result: quizResult(candidates, effectiveQuizAnswers(quiz, answers), exchangeRatesByCurrency(rates)),
  };
}
