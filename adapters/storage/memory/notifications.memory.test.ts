import { notificationRepositoryContract } from "../notifications.contract";
import { memoryNotificationRepository } from "./notifications.memory";

notificationRepositoryContract("memory", async () => {
  let nextId = 0;
  return {
    notifications: memoryNotificationRepository(),
    newUserId: async () => ++nextId,
    newBookingOf: async () => ++nextId,
    close: async () => undefined,
  };
});
