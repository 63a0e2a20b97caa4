import type { NotificationSettingsRepository } from "../../../core/ports/notification-settings-repository.port";
import type { StoredEmailSettings } from "../../../core/domain/notifications/notification-email-settings";

/** The in-memory notification settings: each user's stored choices, replaced whole on save. */
export function memoryNotificationSettingsRepository(): NotificationSettingsRepository {
  const rows = new Map<number, StoredEmailSettings>();
  return {
    find: async (userId) => ({ ...rows.get(userId) }),
    async save(userId, settings) {
      rows.set(userId, { ...rows.get(userId), ...settings });
    },
  };
}
