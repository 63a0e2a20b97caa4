import { quizAnswerPairs } from "../../../core/domain/quiz/parse-quiz-answers";
import type { QuizApi } from "../../../core/ports/quiz-api.port";
import { QUIZ_ROUTES } from "../contract/quiz.contract";
import { valueOr } from "./api-outcome";
import type { ApiTransport } from "./api-transport";

/** GET /api/ru/v1/quiz[/{slug}] with the answers as the query (ADR 066). Not found or failure: null. */
export function quizApiClient(transport: ApiTransport): QuizApi {
  return {
    page: async (slug, answers) => {
      const query = Object.fromEntries(quizAnswerPairs(answers));
      const outcome =
        slug === null
          ? await transport.call(QUIZ_ROUTES.quizDefault, { query })
          : await transport.call(QUIZ_ROUTES.quiz, { params: { slug }, query });
      return valueOr(outcome, null);
    },
  };
}
