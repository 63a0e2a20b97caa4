import type { EmailEvent } from "../../domain/notifications/email-event";
import { emailWanted } from "../../domain/notifications/notification-email-settings";
import type { NotificationSettingsDeps } from "./notification-settings-deps";

/** Whether to mail the user about the event (the applications' mail asks before sending, ADR 048). */
export const userWantsEmail = async (
  deps: Pick<NotificationSettingsDeps, "notificationSettings">,
  userId: number,
  event: EmailEvent,
): Promise<boolean> => emailWanted(await deps.notificationSettings.find(userId), event);
