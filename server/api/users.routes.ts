import { Hono } from "hono";
import { idParamsSchema } from "../../adapters/http/contract/catalogue.contract";
import { type GetPublicProfileDeps, getPublicProfile } from "../../core/application/profiles/get-public-profile";
import { validationFailed } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { answer, parseParams } from "./read-api.params";
import { mountRoute } from "../http/contract-route";
import { USERS_ROUTES } from "../../adapters/http/contract/users.contract";

/** Users as anyone may see them (ADR 033): GET /ru/v1/users/{id}/profile, the same answer for every viewer. */
export function usersRoutes(deps: GetPublicProfileDeps) {
  return mountRoute(new Hono<AppEnv>(), USERS_ROUTES.publicProfile, async (c) => {
    const params = parseParams(c, idParamsSchema);
    if (!params.ok) return validationFailed(c, params.errors);
    return answer(c, getPublicProfile(deps, params.value.id));
  });
}
