import { z } from "zod";
import { EMAIL_EVENTS, type EmailEvent, isEmailEvent } from "./email-event";

const choices = Object.fromEntries(EMAIL_EVENTS.map((event) => [event, z.boolean()])) as Record<
  EmailEvent,
  z.ZodBoolean
>;

/** A choice for every e-mail event: true sends the e-mail. */
export const notificationEmailSettingsSchema = z.object(choices).readonly();

export type NotificationEmailSettings = z.infer<typeof notificationEmailSettingsSchema>;

/** What is stored for a user: the events they have set (unknown or absent ones take the default). */
export type StoredEmailSettings = Readonly<Record<string, boolean>>;

/** A partial change of the settings: the events named are set, the others stay as they are. */
export type EmailSettingsChange = Readonly<Partial<Record<EmailEvent, boolean>>>;

/** Every event sends an e-mail until the user says otherwise, except news and selections. */
export const EMAIL_EVENT_DEFAULTS: NotificationEmailSettings = {
  booking_status: true,
  booking_message: true,
  document_review: true,
  payment_due: true,
  deadline: true,
  comment_reply: true,
  news: false,
};

/** The settings in force: the stored choice of each known event, the default for the others; unknown keys are ignored. */
export const effectiveSettings = (stored: StoredEmailSettings): NotificationEmailSettings => {
  const known = Object.entries(stored).filter(([event, on]) => isEmailEvent(event) && typeof on === "boolean");
  return { ...EMAIL_EVENT_DEFAULTS, ...Object.fromEntries(known) };
};

/** Whether the event should send the user an e-mail, given what they stored (the applications' mail asks this). */
export const emailWanted = (stored: StoredEmailSettings, event: EmailEvent): boolean =>
  effectiveSettings(stored)[event];

/** The full set after a change: the events the change names take its choice, the others keep theirs. */
export const changeSettings = (
  current: NotificationEmailSettings,
  change: EmailSettingsChange,
): NotificationEmailSettings => effectiveSettings({ ...current, ...change });
