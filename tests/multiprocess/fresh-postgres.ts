import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * The PostgreSQL server of TEST_DATABASE_URL. This suite exists to show several processes on one PostgreSQL, so
 * it fails (never skips) without one: CI starts a server (.ci/run) and sets the variable.
 */
export function postgresAdminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    throw new Error(
      "The multiprocess suite needs PostgreSQL: set TEST_DATABASE_URL to a server it may create databases on (see .ci/run)",
    );
  }
  return url;
}

export type FreshDatabase = Readonly<{ url: string; drop(): Promise<void> }>;

/** A new empty database on that server, for one test file; `drop` removes it (connections included). */
export async function freshPostgresDatabase(): Promise<FreshDatabase> {
  const adminUrl = postgresAdminUrl();
  const name = `shuyuan_mp_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
