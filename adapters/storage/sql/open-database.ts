import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import type { Database, DatabaseHandle } from "./database";
import { migrateDatabase } from "./migrate-database";
import * as schema from "./schema";

export type OpenOptions = Readonly<{
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** false leaves the schema as it is (the server checks it with setupNeed instead); default true. */
  migrate?: boolean;
  /**
   * In-memory PGlite only: start from this dump of a data directory (PGlite's `dumpDataDir`) instead of an empty
   * cluster; migrations it lacks are still applied. Tests open a migrated copy this way
   * (tests/support/pglite-template.ts).
   */
  fromDump?: Blob | undefined;
}>;

/**
 * Opens the database and, unless told not to, brings its schema up to date: PostgreSQL when a URL is given,
 * otherwise PGlite in `dataDir` (or in memory when dataDir is ":memory:"), guarded by a lock file against a second
 * process.
 */
export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const handle = await connect(options);
  if (options.migrate === false) return handle;
  try {
    await migrateDatabase(handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

async function connect(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client can be dropped by the server (restart, admin termination); the pool replaces it. Without a
    // listener that error would crash the process.
    pool.on("error", (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    return { db: db as unknown as Database, engine: "postgres", close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? "./data";
  if (dataDir === ":memory:") {
    const client = await PGlite.create({ extensions: { pg_trgm }, loadDataDir: options.fromDump });
    const db = drizzlePglite(client, { schema });
    return {
      db: db as unknown as Database,
      engine: "pglite",
      close: () => client.close(),
      dump: () => client.dumpDataDir("none"),
    };
  }
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const release = takeLock(join(dir, "shuyuan.lock"));
  try {
    const client = await PGlite.create({ dataDir: join(dir, "pglite"), extensions: { pg_trgm } });
    const db = drizzlePglite(client, { schema });
    return {
      db: db as unknown as Database,
      engine: "pglite",
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** PGlite has no lock of its own: two processes on one directory corrupt it. The lock names the holder's PID. */
function takeLock(path: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, "wx");
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          unlinkSync(path);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(readFileSync(path, "utf8").trim());
      if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
        throw new Error(
          `The data directory ${path.replace(/\/shuyuan\.lock$/, "")} is in use by process ${holder}. ` +
            "Stop that process or choose another DATA_DIR; the embedded database cannot be shared.",
          { cause: error },
        );
      }
      unlinkSync(path); // a stale lock left by a process that died
    }
  }
  throw new Error(`Could not take the lock ${path}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
