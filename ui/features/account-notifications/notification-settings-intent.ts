import type { FieldErrors } from "../../../core/domain/forms/server-form-errors";
import type { NotificationEmailSettings } from "../../../core/domain/notifications/notification-email-settings";

/**
 * The submit button's `intent` of the notification settings form, and what the action answers. Its own module: the
 * form reads it in the browser, the action (notification-settings.action.ts) only on the server.
 */
export const NOTIFICATION_SETTINGS_INTENT = "save-notification-settings";

export type NotificationSettingsOutcome =
  | { readonly _tag: "Saved"; readonly message: string }
  | { readonly _tag: "Refused"; readonly fields: FieldErrors; readonly message: string | null };

/** What the action hands back to the page: the outcome and the choices to show (as saved, or as posted). */
export type NotificationSettingsActionData = {
  readonly form: "notifications";
  readonly outcome: NotificationSettingsOutcome;
  readonly values: NotificationEmailSettings;
};
