import { and, eq, sql } from "drizzle-orm";
import { isMilestoneStep, MILESTONE_STEPS } from "../../../../core/domain/timeline/milestone-step";
import type { MilestoneRepository, StoredMilestone } from "../../../../core/ports/milestone-repository.port";
import type { Database } from "../database";
import { bookingMilestones as table } from "../schema";

/** The steps after the offer in booking_milestones (PostgreSQL or PGlite). */
export function sqlMilestoneRepository(db: Database): MilestoneRepository {
  return {
    async list(bookingId) {
      const rows = await db
        .select({ step: table.step, on_date: table.on_date, updated_by: table.updated_by })
        .from(table)
        .where(eq(table.booking_id, bookingId));
      const known = rows.flatMap((row): StoredMilestone[] =>
        isMilestoneStep(row.step) ? [{ step: row.step, on_date: row.on_date, updated_by: row.updated_by }] : [],
      );
      return known.sort((a, b) => MILESTONE_STEPS.indexOf(a.step) - MILESTONE_STEPS.indexOf(b.step));
    },

    async set(bookingId, step, on_date, updated_by, now) {
      await db
        .insert(table)
        .values({ booking_id: bookingId, step, on_date, updated_by, updated_at: now })
        .onConflictDoUpdate({
          target: [table.booking_id, table.step],
          set: {
            on_date: sql`excluded.on_date`,
            updated_by: sql`excluded.updated_by`,
            updated_at: sql`excluded.updated_at`,
          },
        });
    },

    async clear(bookingId, step) {
      const removed = await db
        .delete(table)
        .where(and(eq(table.booking_id, bookingId), eq(table.step, step)))
        .returning({ step: table.step });
      return removed.length > 0;
    },
  };
}
