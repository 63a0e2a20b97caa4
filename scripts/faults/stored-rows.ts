// Rows of every table in a stopped server's embedded database (the sections of ADR 072 read it to show that refused
// requests stored nothing).
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { openDatabase } from "../../adapters/storage/sql/open-database";
import * as schema from "../../adapters/storage/sql/schema";

const TABLES = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => is(value, PgTable));

/** Table name -> rows, read from the PGlite data of `dataDir` (the server must be stopped: the directory is locked). */
export async function storedRows(dataDir: string): Promise<Record<string, number>> {
  const handle = await openDatabase({ dataDir, migrate: false });
  try {
    const parts = TABLES.map((table) => {
      const name = getTableName(table);
      return sql`select ${name} as name, count(*)::int as n from ${sql.identifier(name)}`;
    });
    const result = (await handle.db.execute(sql.join(parts, sql` union all `))) as {
      rows?: { name: string; n: number }[];
    };
    return Object.fromEntries((result.rows ?? []).map((row) => [row.name, Number(row.n)]));
  } finally {
    await handle.close();
  }
}

/** The tables whose row counts differ, as "name a→b". */
export const changedTables = (before: Record<string, number>, after: Record<string, number>): string[] =>
  Object.keys({ ...before, ...after })
    .filter((name) => before[name] !== after[name])
    .map((name) => `${name} ${before[name] ?? 0}→${after[name] ?? 0}`);
