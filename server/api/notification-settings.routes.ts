import { Result } from "effect";
import { type Context, Hono } from "hono";
import { match } from "ts-pattern";
import { AUTH_MESSAGES } from "../../adapters/http/contract/auth-messages";
import {
  NOTIFICATION_SETTINGS_ROUTES as R,
  notificationSettingsBodySchema,
} from "../../adapters/http/contract/notification-settings.contract";
import type { AccountNotFound } from "../../core/application/auth/auth-deps";
import { getNotificationSettings } from "../../core/application/notifications/get-notification-settings";
import type { NotificationSettingsDeps } from "../../core/application/notifications/notification-settings-deps";
import { saveNotificationSettings } from "../../core/application/notifications/save-notification-settings";
import { runUseCase } from "../../core/application/shared/run-use-case";
import { apiError, validationFailed } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { mountRoute } from "../http/contract-route";
import { objectBody } from "../http/object-body";
import { parseWith } from "../http/validate";
import { requireViewer } from "../http/viewer";

const refused = (c: Context, failure: AccountNotFound) =>
  match(failure)
    .with({ _tag: "AccountNotFound" }, () => apiError(c, 401, AUTH_MESSAGES.sessionInvalid))
    .exhaustive();

/**
 * GET and POST /api/auth/me/notifications (ADR 048): which events send the signed-in user an e-mail. The body is
 * read with the contract's schema only; an unknown event or a choice that is not true/false is a 422 at its key.
 */
export function notificationSettingsRoutes(deps: NotificationSettingsDeps) {
  const app = new Hono<AppEnv>();
  app.use("/auth/me/notifications", async (c, next) => {
    await next();
    c.res.headers.set("Cache-Control", "no-store");
  });

  mountRoute(app, R.notificationSettings, async (c) => {
    const viewer = requireViewer(c);
    if ("response" in viewer) return viewer.response;
    const result = await runUseCase(getNotificationSettings(deps, viewer.viewer.userId));
    return Result.isSuccess(result) ? c.json(result.success, 200) : refused(c, result.failure);
  });

  mountRoute(app, R.saveNotificationSettings, async (c) => {
    const viewer = requireViewer(c);
    if ("response" in viewer) return viewer.response;
    const input = parseWith(notificationSettingsBodySchema, await objectBody(c));
    if (!input.ok) return validationFailed(c, input.errors);
    const result = await runUseCase(saveNotificationSettings(deps, viewer.viewer.userId, input.value));
    return Result.isSuccess(result) ? c.json(result.success, 200) : refused(c, result.failure);
  });

  return app;
}
