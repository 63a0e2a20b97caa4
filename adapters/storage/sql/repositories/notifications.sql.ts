import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { NotificationRepository } from "../../../../core/ports/notification-repository.port";
import { notificationOf } from "../../mapping/content.mapping";
import type { Database } from "../database";
import { notifications as table } from "../schema";

/** The in-app notifications in PostgreSQL (or PGlite): `notifications`, newest first by time, then id. */
export function sqlNotificationRepository(db: Database): NotificationRepository {
  const unreadOf = (userId: number) => and(eq(table.user_id, userId), isNull(table.read_at));
  return {
    async add(notification) {
      const [row] = await db
        .insert(table)
        .values({
          user_id: notification.user_id,
          event: notification.event,
          booking_id: notification.booking_id,
          title: notification.title,
          text: notification.text,
          link: notification.link,
          once_key: notification.once_key,
          created_at: notification.at,
        })
        .onConflictDoNothing({ target: table.once_key })
        .returning();
      return row === undefined ? null : notificationOf(row);
    },
    async list(userId, { page, perPage }) {
      const where = eq(table.user_id, userId);
      const [counted, rows] = await Promise.all([
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(table)
          .where(where),
        db
          .select()
          .from(table)
          .where(where)
          .orderBy(desc(table.created_at), desc(table.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
      ]);
      return { total: Number(counted[0]?.n ?? 0), items: rows.map(notificationOf) };
    },
    async countUnread(userId) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(unreadOf(userId));
      return Number(row?.n ?? 0);
    },
    async markRead(userId, which, at) {
      if (which._tag === "Ids" && which.ids.length === 0) return 0;
      const where = which._tag === "All" ? unreadOf(userId) : and(unreadOf(userId), inArray(table.id, [...which.ids]));
      const changed = await db.update(table).set({ read_at: at }).where(where).returning({ id: table.id });
      return changed.length;
    },
  };
}
