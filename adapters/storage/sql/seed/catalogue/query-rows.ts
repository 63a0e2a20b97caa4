import type { SQL } from "drizzle-orm";
import type { SqlRunner } from "./sql-runner";

/** The rows of a query; both drivers (PGlite, node-postgres) answer `execute` with `{ rows }`. */
export const queryRows = async <T>(db: SqlRunner, query: SQL): Promise<T[]> => {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
};
