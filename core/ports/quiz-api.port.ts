import type { QuizAnswers } from "../domain/quiz/quiz-answers";
import type { QuizChoices } from "../domain/quiz/quiz-choices";
import type { QuizDefinition } from "../domain/quiz/quiz-definition";
import type { QuizResult } from "../domain/quiz/quiz-result";

/** A quiz with what its questions offer and the programs that fit the answers (ADR 066). */
export type QuizPage = Readonly<{ quiz: QuizDefinition; choices: QuizChoices; result: QuizResult }>;

/** The quiz pages of one visitor: the browser calls the API, server rendering the use case in-process (ADR 039). */
export interface QuizApi {
  /** The quiz with this slug (null: the default quiz) and its result for `answers`; null when there is no such quiz. */
  page(slug: string | null, answers: QuizAnswers): Promise<QuizPage | null>;
}
