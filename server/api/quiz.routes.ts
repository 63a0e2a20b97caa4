import { Hono } from "hono";
import type { Context } from "hono";
import { QUIZ_ROUTES as R, quizAnswersQuerySchema } from "../../adapters/http/contract/quiz.contract";
import { type QuizPageDeps, readQuizPage } from "../../core/application/quiz/read-quiz-page";
import { apiError, validationFailed } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { mountRoute } from "../http/contract-route";
import { NOT_FOUND_MESSAGE, parseParams, parseQuery } from "./read-api.params";

/** Answers may be shared and change with the catalogue: a minute, like the other catalogue reads. */
const CACHE = { "Cache-Control": "public, max-age=60" };

/** GET /ru/v1/quiz and /ru/v1/quiz/{slug} with the answers in the query (ADR 066); an unknown quiz is a 404. */
export function quizRoutes(deps: QuizPageDeps) {
  const app = new Hono<AppEnv>();
  const answer = async (c: Context<AppEnv>, slug: string | null) => {
    const query = parseQuery(c, quizAnswersQuerySchema);
    if (!query.ok) return validationFailed(c, query.errors);
    const page = await readQuizPage(deps, slug, query.value);
    return page === null ? apiError(c, 404, NOT_FOUND_MESSAGE) : c.json(page, 200, CACHE);
  };
  mountRoute(app, R.quizDefault, (c) => answer(c, null));
  mountRoute(app, R.quiz, async (c) => {
    const params = parseParams(c, R.quiz.request.params);
    if (!params.ok) return validationFailed(c, params.errors);
    return answer(c, params.value.slug);
  });
  return app;
}
