import { Effect } from "effect";
import {
  effectiveSettings,
  type NotificationEmailSettings,
} from "../../domain/notifications/notification-email-settings";
import type { AccountNotFound } from "../auth/auth-deps";
import type { NotificationSettingsDeps } from "./notification-settings-deps";

/** The user's e-mail choices in force: what they stored, the defaults for the rest. */
export const getNotificationSettings = (
  deps: Pick<NotificationSettingsDeps, "users" | "notificationSettings">,
  userId: number,
): Effect.Effect<NotificationEmailSettings, AccountNotFound> =>
  Effect.gen(function* () {
    const account = yield* Effect.promise(() => deps.users.findById(userId));
    if (!account) return yield* Effect.fail({ _tag: "AccountNotFound" } as const);
    const stored = yield* Effect.promise(() => deps.notificationSettings.find(userId));
    return effectiveSettings(stored);
  });
