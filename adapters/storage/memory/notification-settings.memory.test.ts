import { notificationSettingsRepositoryContract } from "../notification-settings.contract";
import { memoryNotificationSettingsRepository } from "./notification-settings.memory";

/** The memory store keeps no foreign keys: any new number is an account id. */
let nextUserId = 0;

notificationSettingsRepositoryContract("memory", async () => ({
  settings: memoryNotificationSettingsRepository(),
  newUserId: async () => ++nextUserId,
  close: async () => undefined,
}));
