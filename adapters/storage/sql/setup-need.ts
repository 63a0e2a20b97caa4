import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "./database";
import { migrationsFolder } from "./migrate-database";

/** What a database lacks before the server can use it: migrations, the seeded content, or nothing. */
export type SetupNeed = "migrate" | "seed" | "none";

const journalSchema = z.object({ entries: z.array(z.object({ when: z.number() })).min(1) });
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Reads, without changing anything, whether the database needs `npm run db:setup`: "migrate" when drizzle's
 * migrations table is missing or older than the newest migration of the journal (the test drizzle's migrator
 * applies), "seed" when the schema is current but there are no countries (an empty catalogue), else "none".
 */
export async function setupNeed(db: Database): Promise<SetupNeed> {
  const journal = journalSchema.parse(
    JSON.parse(await readFile(join(migrationsFolder, "meta", "_journal.json"), "utf8")),
  );
  const newest = Math.max(...journal.entries.map((entry) => entry.when));
  const [table] = rowsOf<{ present: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`),
  );
  if (table?.present !== true) return "migrate";
  const [applied] = rowsOf<{ latest: string | number | null }>(
    await db.execute(sql`select max(created_at) as latest from drizzle.__drizzle_migrations`),
  );
  if (applied?.latest === null || applied?.latest === undefined || Number(applied.latest) < newest) return "migrate";
  const [countries] = rowsOf<{ present: boolean }>(
    await db.execute(sql`select exists (select 1 from countries) as present`),
  );
  return countries?.present === true ? "none" : "seed";
}
