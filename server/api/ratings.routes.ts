import { Result } from "effect";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { match } from "ts-pattern";
import { CATALOGUE_ROUTES, rateInstitutionBodySchema } from "../../adapters/http/contract/catalogue.contract";
import { FIELD_MESSAGES } from "../../adapters/http/contract/field-messages";
import { type RateInstitutionError, rateInstitution } from "../../core/application/ratings/rate-institution";
import type { ReviewRating } from "../../core/domain/comments/review-rating";
import type { Clock } from "../../core/ports/clock.port";
import type { RatingRepository } from "../../core/ports/rating-repository.port";
import { apiError, validationFailed } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { jsonBody, parseWith } from "../http/validate";
import { requireViewer } from "../http/viewer";
import { mountRoute } from "../http/contract-route";
import { runUseCase } from "../../core/application/shared/run-use-case";

export type RatingsDeps = Readonly<{ clock: Clock; ratings: RatingRepository }>;

export const RATING_MESSAGES = {
  institutionNotFound: "Учебное заведение не найдено.",
  tooLarge: "Слишком большой запрос.",
} as const;

const isStar = (value: number): value is ReviewRating => Number.isInteger(value) && value >= 1 && value <= 5;

/** POST /institutions/rate (spec 7 "Catalogue", /api/ru/v1): one rating per user, a second one replaces the first. */
export function ratingsRoutes(deps: RatingsDeps) {
  return mountRoute(
    new Hono<AppEnv>(),
    CATALOGUE_ROUTES.rateInstitution,
    bodyLimit({ maxSize: 4 * 1024, onError: (c) => apiError(c, 413, RATING_MESSAGES.tooLarge) }),
    async (c) => {
      const auth = requireViewer(c);
      if ("response" in auth) return auth.response;
      const body = parseWith(rateInstitutionBodySchema, await jsonBody(c));
      if (!body.ok) return validationFailed(c, body.errors);
      const { institution_id, value } = body.value;
      if (!isStar(value)) return validationFailed(c, { value: [FIELD_MESSAGES.rating] });
      const rated = await runUseCase(
        rateInstitution(deps, auth.viewer.userId, institution_id, value, deps.clock.now()),
      );
      if (Result.isSuccess(rated)) return c.json(rated.success, 200, { "Cache-Control": "no-store" });
      return match<RateInstitutionError>(rated.failure)
        .with({ _tag: "InstitutionNotFound" }, () => apiError(c, 404, RATING_MESSAGES.institutionNotFound))
        .exhaustive();
    },
  );
}
