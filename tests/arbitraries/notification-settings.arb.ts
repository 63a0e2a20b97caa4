import fc from "fast-check";
import { EMAIL_EVENTS } from "../../core/domain/notifications/email-event";
import type {
  EmailSettingsChange,
  NotificationEmailSettings,
  StoredEmailSettings,
} from "../../core/domain/notifications/notification-email-settings";

export const emailEventArb = fc.constantFrom(...EMAIL_EVENTS);

const choices = Object.fromEntries(EMAIL_EVENTS.map((event) => [event, fc.boolean()]));

/** A full set: a choice for every event. */
export const emailSettingsArb: fc.Arbitrary<NotificationEmailSettings> = fc.record(
  choices,
) as fc.Arbitrary<NotificationEmailSettings>;

/** A partial change: some events, each with a choice. */
export const emailSettingsChangeArb: fc.Arbitrary<EmailSettingsChange> = fc.record(choices, {
  requiredKeys: [],
}) as fc.Arbitrary<EmailSettingsChange>;

/** What may be stored: some known events, and keys of events that no longer exist. */
export const storedEmailSettingsArb: fc.Arbitrary<StoredEmailSettings> = fc
  .tuple(emailSettingsChangeArb, fc.dictionary(fc.stringMatching(/^old_[a-z]{1,8}$/), fc.boolean()))
  .map(([known, unknown]) => ({ ...unknown, ...known }));
