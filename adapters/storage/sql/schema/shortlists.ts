import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, smallint, uniqueIndex } from "drizzle-orm/pg-core";
import { institutions } from "./catalogue";
import { createdAt, id } from "./columns";
import { degreePrograms } from "./programs";
import { users } from "./users";

/**
 * A user's shortlist for the comparison (ADR compare): one row per item, in `position` order. An institution item
 * has no program; a program item names its program and that program's institution. Deleting the user, the
 * institution or the program deletes the rows.
 */
export const shortlistItems = pgTable(
  "shortlist_items",
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    institution_id: integer()
      .notNull()
      .references(() => institutions.id, { onDelete: "cascade" }),
    degree_program_id: integer().references(() => degreePrograms.id, { onDelete: "cascade" }),
    position: smallint().notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("shortlist_items_institution_uq")
      .on(t.user_id, t.institution_id)
      .where(sql`${t.degree_program_id} IS NULL`),
    uniqueIndex("shortlist_items_program_uq").on(t.user_id, t.degree_program_id),
    index("shortlist_items_user_idx").on(t.user_id, t.position),
    check("shortlist_items_position_ck", sql`${t.position} >= 0`),
  ],
);
