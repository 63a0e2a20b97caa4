import { sql } from "drizzle-orm";
import { queryRows } from "./query-rows";
import type { SqlRunner } from "./sql-runner";

/**
 * Runs `work` with a table's GIN indexes dropped, then builds them again from their own definitions: one bulk
 * build is cheaper than updating GIN entries row by row. Call it inside a transaction, so that the indexes are
 * either rebuilt or never dropped.
 */
export const withGinIndexesRebuilt = async (db: SqlRunner, table: string, work: () => Promise<void>): Promise<void> => {
  const indexes = await queryRows<{ name: string; definition: string }>(
    db,
    sql`select indexname as name, indexdef as definition from pg_indexes
        where schemaname = current_schema() and tablename = ${table} and indexdef like '% USING gin %'
        order by indexname`,
  );
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  await work();
  // GIN builds sort their entries in memory; the default 64 MB makes them spill for large tables.
  await db.execute(sql`set local maintenance_work_mem = '256MB'`);
  for (const index of indexes) await db.execute(sql.raw(index.definition));
};
