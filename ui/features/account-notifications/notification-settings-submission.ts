import { EMAIL_EVENTS } from "../../../core/domain/notifications/email-event";
import type { NotificationEmailSettings } from "../../../core/domain/notifications/notification-email-settings";

/**
 * The posted form as the full set to save: a checked box sends its event's name, an unchecked one sends nothing, so
 * every event is set (on when present). Other entries are not events and are left out.
 */
export const readNotificationSettingsForm = (form: FormData): NotificationEmailSettings => {
  const chosen = new Set(form.getAll("email").filter((value): value is string => typeof value === "string"));
  return Object.fromEntries(EMAIL_EVENTS.map((event) => [event, chosen.has(event)])) as NotificationEmailSettings;
};
