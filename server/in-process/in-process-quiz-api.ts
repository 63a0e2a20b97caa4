import { type QuizPageDeps, readQuizPage } from "../../core/application/quiz/read-quiz-page";
import type { QuizApi } from "../../core/ports/quiz-api.port";

/**
 * The quiz pages on the server (ADR 039, ADR 066): the use case of GET /api/ru/v1/quiz in-process. The answers come
 * parsed by the core's rules, so there is nothing for the API's 422 to refuse; a failure reads as no quiz.
 */
export function inProcessQuizApi(deps: QuizPageDeps): QuizApi {
  return {
    page: async (slug, answers) => {
      try {
        return await readQuizPage(deps, slug, answers);
      } catch (error) {
        console.error("In-process quiz read failed:", error);
        return null;
      }
    },
  };
}
