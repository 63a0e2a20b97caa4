import type { Notification } from "../../../core/domain/content/notification";
import type { NewNotification, NotificationRepository } from "../../../core/ports/notification-repository.port";

type Row = NewNotification & { readonly id: number; read_at: Date | null };

const notificationOf = (row: Row): Notification => ({
  id: row.id,
  title: row.title,
  text: row.text,
  link: row.link,
  is_read: row.read_at !== null,
  created_at: row.at.toISOString(),
});

/** The in-memory notifications: the SQL adapter's rules over an array. */
export function memoryNotificationRepository(): NotificationRepository {
  const rows: Row[] = [];
  const own = (userId: number) =>
    rows.filter((row) => row.user_id === userId).sort((a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id);
  return {
    async add(notification) {
      if (notification.once_key !== null && rows.some((row) => row.once_key === notification.once_key)) return null;
      const row: Row = { ...notification, id: rows.length + 1, read_at: null };
      rows.push(row);
      return notificationOf(row);
    },
    async list(userId, { page, perPage }) {
      const mine = own(userId);
      return { total: mine.length, items: mine.slice((page - 1) * perPage, page * perPage).map(notificationOf) };
    },
    countUnread: async (userId) => own(userId).filter((row) => row.read_at === null).length,
    async markRead(userId, which, at) {
      const wanted = which._tag === "All" ? null : new Set(which.ids);
      const changing = own(userId).filter((row) => row.read_at === null && (wanted === null || wanted.has(row.id)));
      for (const row of changing) row.read_at = at;
      return changing.length;
    },
  };
}
