import type { DatabaseHandle } from "../adapters/storage/sql/database";
import { openDatabase } from "../adapters/storage/sql/open-database";
import { takeSetupLock } from "../adapters/storage/sql/setup-lock";
import { setupNeed } from "../adapters/storage/sql/setup-need";
import type { Config } from "./config";

/**
 * The server's database: opened without migrating, then checked (setupNeed, a few queries); only a database that
 * lacks migrations or content gets the setup step (`npm run db:setup`), imported on demand with the seed behind it.
 * A ready database costs no migration run, no seed code and no picture check at boot (ADR 036). On PostgreSQL the
 * step runs under an advisory lock and the need is checked again under it, so processes started together set the
 * database up once (ADR 073).
 */
export async function openReadyDatabase(config: Config, now: Date): Promise<DatabaseHandle> {
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrate: false });
  try {
    if ((await setupNeed(handle.db)) === "none") return handle;
    const release = config.databaseUrl ? await takeSetupLock(config.databaseUrl) : async () => {};
    try {
      const need = await setupNeed(handle.db);
      if (need !== "none") {
        console.log(
          need === "migrate"
            ? "The database needs migrations: running the setup step (npm run db:setup)"
            : "The database is empty: running the setup step (npm run db:setup)",
        );
        const { setupDatabase } = await import("./setup-database");
        await setupDatabase(handle, config, { now, restoreImages: false });
      }
    } finally {
      await release();
    }
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}
