import type { Notification } from "../../core/domain/content/notification";

export const buildNotification = (overrides: Partial<Notification> = {}): Notification => ({
  id: 1,
  title: "Заявка принята",
  text: "Мы проверяем ваши документы.",
  link: "/u/1-ivan/settings/applications/",
  is_read: false,
  created_at: "2025-11-01T08:30:00.000Z",
  ...overrides,
});
