import { getTableColumns, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { SqlRunner } from "./sql-runner";

/** Rows per INSERT statement. */
export const BATCH_SIZE = 1_000;

/**
 * Inserts rows in statements of BATCH_SIZE rows. Each statement sends its rows as one JSON parameter that
 * `jsonb_to_recordset` turns back into typed columns, so a statement has one bind parameter whatever its width.
 * The columns are those of the first row; every row must carry the same keys (a missing one would insert NULL).
 */
export const insertRows = async <T extends PgTable>(
  db: SqlRunner,
  table: T,
  rows: readonly T["$inferInsert"][],
): Promise<void> => {
  const first = rows[0];
  if (first === undefined) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(first);
  const names = keys.map((key) => {
    const column = columns[key];
    if (column === undefined) throw new Error(`No column ${key}`);
    if (column.name !== key) throw new Error(`Column ${key} is named ${column.name}; rows must use column names`);
    return column;
  });
  const list = sql.raw(names.map((column) => `"${column.name}"`).join(", "));
  const record = sql.raw(names.map((column) => `"${column.name}" ${column.getSQLType()}`).join(", "));
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const json = JSON.stringify(rows.slice(start, start + BATCH_SIZE));
    await db.execute(
      sql`insert into ${table} (${list}) select ${list} from jsonb_to_recordset(${json}::jsonb) as r(${record})`,
    );
  }
};
