import { Effect } from "effect";
import {
  changeSettings,
  type EmailSettingsChange,
  type NotificationEmailSettings,
} from "../../domain/notifications/notification-email-settings";
import type { AccountNotFound } from "../auth/auth-deps";
import { getNotificationSettings } from "./get-notification-settings";
import type { NotificationSettingsDeps } from "./notification-settings-deps";

/**
 * Sets the events the change names (the others keep their choice) and stores the full set, so a later change of a
 * default does not change what the user chose; answers the settings now in force.
 */
export const saveNotificationSettings = (
  deps: NotificationSettingsDeps,
  userId: number,
  change: EmailSettingsChange,
): Effect.Effect<NotificationEmailSettings, AccountNotFound> =>
  Effect.gen(function* () {
    const current = yield* getNotificationSettings(deps, userId);
    const next = changeSettings(current, change);
    yield* Effect.promise(() => deps.notificationSettings.save(userId, next, deps.clock.now()));
    return next;
  });
