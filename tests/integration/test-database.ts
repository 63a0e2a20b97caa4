import { randomBytes } from "node:crypto";
import pg from "pg";
import type { Database, DatabaseHandle } from "../../adapters/storage/sql/database";
import { users } from "../../adapters/storage/sql/schema";
import { openDatabase } from "../../adapters/storage/sql/open-database";

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a throwaway database on the
 * PostgreSQL server of TEST_DATABASE_URL (created here, dropped on close), so both legs start empty.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openDatabase({ dataDir: ":memory:" });
  const name = `shuyuan_t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
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
