import type { Clock } from "../../ports/clock.port";
import type { NotificationSettingsRepository } from "../../ports/notification-settings-repository.port";
import type { UserRepository } from "../../ports/user-repository.port";

/** The ports the notification settings' use cases need (ADR 048). */
export type NotificationSettingsDeps = Readonly<{
  users: UserRepository;
  notificationSettings: NotificationSettingsRepository;
  clock: Clock;
}>;
