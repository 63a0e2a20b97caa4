import { createThrowawayDatabase, type ThrowawayDatabase } from "../support/throwaway-postgres";

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

export type FreshDatabase = ThrowawayDatabase;

/** A new empty database on that server, for one test file; `drop` removes it (connections included). */
export const freshPostgresDatabase = (): Promise<FreshDatabase> =>
  createThrowawayDatabase(postgresAdminUrl(), "shuyuan_mp");
