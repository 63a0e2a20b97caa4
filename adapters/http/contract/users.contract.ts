import { publicProfileSchema } from "../../../core/domain/user/public-profile";
import { idParamsSchema } from "./catalogue.contract";
import { defineRoute, errorResponses } from "./route-contract";

const V1 = "/api/ru/v1";

/** Users as anyone may see them (ADR 033): only the public fields, for every viewer, the user included. */
export const USERS_ROUTES = {
  publicProfile: defineRoute({
    method: "get",
    path: `${V1}/users/{id}/profile`,
    summary: "Публичный профиль пользователя: имя, аватар, подпись и отзывы",
    tag: "users",
    auth: "none",
    request: { params: idParamsSchema },
    responses: { 200: publicProfileSchema, ...errorResponses(404, 406, 422, 500) },
  }),
} as const;
