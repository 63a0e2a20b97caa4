import { count, desc, eq } from "drizzle-orm";
import type { StaffNotes } from "../../../../core/ports/staff-notes.port";
import type { Database } from "../database";
import { staffNotes as table } from "../schema";

/** Staff notes in staff_notes (PostgreSQL or PGlite): written once, listed newest first. */
export function sqlStaffNotes(db: Database): StaffNotes {
  return {
    async add(note) {
      const [row] = await db.insert(table).values(note).returning();
      if (!row) throw new Error("staff_notes: insert returned no row");
      return row;
    },

    async list(booking_id, { page, per_page }) {
      const where = eq(table.booking_id, booking_id);
      const [notes, [total]] = await Promise.all([
        db
          .select()
          .from(table)
          .where(where)
          .orderBy(desc(table.created_at), desc(table.id))
          .limit(per_page)
          .offset((page - 1) * per_page),
        db.select({ n: count() }).from(table).where(where),
      ]);
      return { notes, total: total?.n ?? 0 };
    },
  };
}
