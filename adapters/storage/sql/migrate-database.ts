import { fileURLToPath } from "node:url";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { DatabaseHandle } from "./database";
import type * as schema from "./schema";

/**
 * The SQL migrations and drizzle's journal, beside this module: adapters/storage/sql/migrations when the TypeScript
 * runs (tests, tsx scripts), and <build>/server/migrations in the server bundle, where scripts/build-server.mjs copies
 * them next to the bundle's files (ADR 036).
 */
export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** Applies the migrations the database has not had yet (drizzle's journal, in order); a no-op when it is current. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.engine === "postgres") {
    await migratePg(handle.db as unknown as NodePgDatabase<typeof schema>, { migrationsFolder });
  } else {
    await migratePglite(handle.db as unknown as PgliteDatabase<typeof schema>, { migrationsFolder });
  }
}
