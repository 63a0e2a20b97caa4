import type { QuizApi } from "../../../core/ports/quiz-api.port";
import type { ApiTransport } from "./api-transport";

/** The calls load with the first use (the quiz page renders on the server), off every page's first load. */
const calls = () => import("./quiz-calls");

/** The quiz pages over HTTP (ADR 066). */
export function quizApiClient(transport: ApiTransport): QuizApi {
  return {
    page: async (slug, answers) => (await calls()).quizPageCall(transport, slug, answers),
  };
}
