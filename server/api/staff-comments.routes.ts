import { Effect, Result } from "effect";
import { Hono } from "hono";
import { match } from "ts-pattern";
import {
  hideCommentBodySchema,
  moderationReasonMessage,
  STAFF_COMMENTS_ROUTES as R,
} from "../../adapters/http/contract/staff-comments.contract";
import { hideComment } from "../../core/application/comment-moderation/hide-comment";
import type { ModerationDeps } from "../../core/application/comment-moderation/moderation-deps";
import { readModerationPage } from "../../core/application/comment-moderation/read-moderation-page";
import { restoreComment } from "../../core/application/comment-moderation/restore-comment";
import { staffCommentRow } from "../../core/application/comment-moderation/staff-comment-row";
import { runUseCase } from "../../core/application/shared/run-use-case";
import { parseModerationParams } from "../../core/domain/comment-moderation/moderation-filter";
import type { Clock } from "../../core/ports/clock.port";
import { apiError, validationFailed } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { mountRoute } from "../http/contract-route";
import { jsonBody, parseWith } from "../http/validate";
import { requireStaff } from "../http/viewer";
import { parseParams, parseQuery } from "./read-api.params";
import { NO_STORE, staffBodyLimit } from "./staff-routes.shared";

export type StaffCommentsRoutesDeps = ModerationDeps & Readonly<{ clock: Clock }>;

/** Russian messages of the moderation calls (ADR 062). */
export const STAFF_COMMENTS_MESSAGES = {
  notFound: "Комментарий не найден.",
  alreadyHidden: "Комментарий уже скрыт.",
  notHidden: "Комментарий не скрыт.",
} as const;

const M = STAFF_COMMENTS_MESSAGES;

/** Moderation of comments and reviews (ADR 062): the list, hide with a reason, restore; staff and admins only. */
export function staffCommentsRoutes(deps: StaffCommentsRoutesDeps) {
  const app = new Hono<AppEnv>();

  mountRoute(app, R.staffComments, async (c) => {
    const access = requireStaff(c);
    if ("response" in access) return access.response;
    const query = parseQuery(c, R.staffComments.request.query);
    if (!query.ok) return validationFailed(c, query.errors);
    const filter = parseModerationParams((name) => c.req.query(name) ?? null);
    const page = await Effect.runPromise(readModerationPage(deps, filter));
    return c.json(
      {
        total: page.total,
        page: page.page,
        per_page: page.per_page,
        last_page: page.last_page,
        data: page.comments.map(staffCommentRow),
      },
      200,
      NO_STORE,
    );
  });

  mountRoute(app, R.staffHideComment, staffBodyLimit, async (c) => {
    const access = requireStaff(c);
    if ("response" in access) return access.response;
    const params = parseParams(c, R.staffHideComment.request.params);
    if (!params.ok) return apiError(c, 404, M.notFound);
    const body = parseWith(hideCommentBodySchema, await jsonBody(c));
    if (!body.ok) return validationFailed(c, body.errors);
    const hidden = await runUseCase(
      hideComment(deps, access.viewer.userId, params.value.id, body.value.reason, deps.clock.now()),
    );
    if (Result.isSuccess(hidden)) return c.json(staffCommentRow(hidden.success), 200, NO_STORE);
    return match(hidden.failure)
      .with({ _tag: "ModeratedCommentNotFound" }, () => apiError(c, 404, M.notFound))
      .with({ _tag: "AlreadyHidden" }, () => apiError(c, 409, M.alreadyHidden))
      .with({ _tag: "ReasonTooShort" }, { _tag: "ReasonTooLong" }, (error) =>
        validationFailed(c, { reason: [moderationReasonMessage(error)] }),
      )
      .exhaustive();
  });

  mountRoute(app, R.staffRestoreComment, staffBodyLimit, async (c) => {
    const access = requireStaff(c);
    if ("response" in access) return access.response;
    const params = parseParams(c, R.staffRestoreComment.request.params);
    if (!params.ok) return apiError(c, 404, M.notFound);
    const restored = await runUseCase(restoreComment(deps, access.viewer.userId, params.value.id, deps.clock.now()));
    if (Result.isSuccess(restored)) return c.json(staffCommentRow(restored.success), 200, NO_STORE);
    return match(restored.failure)
      .with({ _tag: "ModeratedCommentNotFound" }, () => apiError(c, 404, M.notFound))
      .with({ _tag: "NotHidden" }, () => apiError(c, 409, M.notHidden))
      .exhaustive();
  });

  return app;
}
