import { eq, sql } from "drizzle-orm";
import type { NotificationSettingsRepository } from "../../../../core/ports/notification-settings-repository.port";
import type { Database } from "../database";
import { notificationEmailSettings as table } from "../schema";

/** The notification e-mail settings in PostgreSQL (or PGlite): a row per event the user has set (ADR 048). */
export function sqlNotificationSettingsRepository(db: Database): NotificationSettingsRepository {
  return {
    async find(userId) {
      const rows = await db
        .select({ event: table.event, enabled: table.enabled })
        .from(table)
        .where(eq(table.user_id, userId));
      return Object.fromEntries(rows.map((row) => [row.event, row.enabled]));
    },

    async save(userId, settings, now) {
      const rows = Object.entries(settings).map(([event, enabled]) => ({
        user_id: userId,
        event,
        enabled,
        updated_at: now,
      }));
      if (rows.length === 0) return;
      await db
        .insert(table)
        .values(rows)
        .onConflictDoUpdate({
          target: [table.user_id, table.event],
          set: { enabled: sql`excluded.enabled`, updated_at: sql`excluded.updated_at` },
        });
    },
  };
}
