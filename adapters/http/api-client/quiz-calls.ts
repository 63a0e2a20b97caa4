import { quizAnswerPairs } from "../../../core/domain/quiz/parse-quiz-answers";
import type { QuizAnswers } from "../../../core/domain/quiz/quiz-answers";
import type { QuizPage } from "../../../core/ports/quiz-api.port";
import { QUIZ_ROUTES } from "../contract/quiz.contract";
import { valueOr } from "./api-outcome";
import type { ApiTransport } from "./api-transport";

/** GET /api/ru/v1/quiz[/{slug}] with the answers as the query (ADR 066). Not found or failure: null. */
export async function quizPageCall(
  transport: ApiTransport,
  slug: string | null,
  answers: QuizAnswers,
): Promise<QuizPage | null> {
  const query = Object.fromEntries(quizAnswerPairs(answers));
  const outcome =
    slug === null
      ? await transport.call(QUIZ_ROUTES.quizDefault, { query })
      : await transport.call(QUIZ_ROUTES.quiz, { params: { slug }, query });
  return valueOr(outcome, null);
}
