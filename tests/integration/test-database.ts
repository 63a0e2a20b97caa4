import type { Database, DatabaseHandle } from "../../adapters/storage/sql/database";
import { users } from "../../adapters/storage/sql/schema";
import { openDatabase } from "../../adapters/storage/sql/open-database";
import { migratedPgliteDump } from "../support/pglite-template";
import { createThrowawayDatabase } from "../support/throwaway-postgres";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throwaway database on the
 * PostgreSQL server of TEST_DATABASE_URL (created here, dropped on close), so both legs start empty.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openDatabase({ dataDir: ":memory:", fromDump: await migratedPgliteDump() });
  const database = await createThrowawayDatabase(adminUrl, "shuyuan_t");
  const handle = await openDatabase({ databaseUrl: database.url });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}

/** A bare account row (random username and address), for suites that need a user id to hang rows on. */
export async function insertUserRow(db: Database): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({
      username: `u${Math.random().toString(36).slice(2)}`,
      email: `${Math.random()}@example.com`,
      password_hash: "x",
    })
    .returning({ id: users.id });
  if (!row) throw new Error("no user row");
  return row.id;
}
