import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema";

/** The drizzle database, whichever engine is behind it (PGlite or PostgreSQL). */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = Readonly<{
  db: Database;
  engine: "pglite" | "postgres";
  close: () => Promise<void>;
  /** In-memory PGlite only: the data directory as a tarball, which `openDatabase({ fromDump })` starts from. */
  dump?: () => Promise<Blob>;
}>;
