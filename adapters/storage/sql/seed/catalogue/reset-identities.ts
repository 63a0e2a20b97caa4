import { getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { SqlRunner } from "./sql-runner";

/** Moves each table's identity sequence past its largest id, so rows inserted later without an id do not collide. */
export const resetIdentities = async (db: SqlRunner, tables: readonly PgTable[]): Promise<void> => {
  for (const table of tables) {
    const name = getTableName(table);
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${`"${name}"`}, 'id'), (select coalesce(max(id), 0) + 1 from ${table}), false)`,
    );
  }
};
