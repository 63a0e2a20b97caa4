import { Result } from "effect";
import { getNotificationSettings } from "../../core/application/notifications/get-notification-settings";
import type { NotificationSettingsDeps } from "../../core/application/notifications/notification-settings-deps";
import { runUseCase } from "../../core/application/shared/run-use-case";
import type { AuthApi } from "../../core/ports/auth-api.port";
import type { Authentication } from "../../core/ports/session-authenticator.port";

/**
 * The account port on the server (ADR 039): the notification settings page reads the e-mail choices in-process
 * (null for a visitor, as the API's 401 gives the HTTP adapter); every other call, the saves included, goes through
 * the API, and so does the read while the token has expired (the HTTP adapter refreshes it).
 */
export function inProcessAuthApi(
  deps: Pick<NotificationSettingsDeps, "users" | "notificationSettings">,
  request: Readonly<{ authentication: () => Promise<Authentication>; http: AuthApi }>,
): AuthApi {
  return {
    ...request.http,
    notificationSettings: async () => {
      try {
        const auth = await request.authentication();
        if (auth._tag === "Expired") return await request.http.notificationSettings();
        if (auth._tag !== "Authenticated") return null;
        const result = await runUseCase(getNotificationSettings(deps, auth.viewer.userId));
        return Result.isSuccess(result) ? result.success : null;
      } catch (error) {
        console.error("In-process notification settings read failed:", error);
        return null;
      }
    },
  };
}
