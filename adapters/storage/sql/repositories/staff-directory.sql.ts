import { asc, count, eq, inArray, sql } from "drizzle-orm";
import type { StaffDirectory, TeamMember } from "../../../../core/ports/staff-directory.port";
import type { Database } from "../database";
import { users } from "../schema";

const TEAM = inArray(users.role, ["staff", "admin"]);

/** The staff and admin accounts in users (ADR 058), by e-mail. */
export function sqlStaffDirectory(db: Database): StaffDirectory {
  return {
    async list({ page, per_page }) {
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: users.id,
            email: users.email,
            first_name: users.first_name,
            last_name: users.last_name,
            role: users.role,
          })
          .from(users)
          .where(TEAM)
          .orderBy(asc(sql`lower(${users.email})`), asc(users.id))
          .limit(per_page)
          .offset((page - 1) * per_page),
        db.select({ n: count() }).from(users).where(TEAM),
      ]);
      const members = rows.map((row): TeamMember => ({ ...row, role: row.role === "admin" ? "admin" : "staff" }));
      return { members, total: total?.n ?? 0 };
    },
    async setRole(user_id, role, now) {
      const changed = await db
        .update(users)
        .set({ role, updated_at: now })
        .where(eq(users.id, user_id))
        .returning({ id: users.id });
      return changed.length > 0;
    },
  };
}
