import type {
  NotificationEmailSettings,
  StoredEmailSettings,
} from "../domain/notifications/notification-email-settings";

/** Which events send a user an e-mail (ADR 048), as stored: one choice per event the user has set. */
export interface NotificationSettingsRepository {
  /** The events the user has set, with their choice; none set (or no such user): an empty object. */
  find(userId: number): Promise<StoredEmailSettings>;
  /** Stores a choice for every event of the set, replacing the earlier ones; the user must exist. */
  save(userId: number, settings: NotificationEmailSettings, now: Date): Promise<void>;
}
