import type { DatabaseHandle } from "../adapters/storage/sql/database";
import type { DemoLogin } from "../core/application/auth/create-demo-accounts";
import { migrateDatabase } from "../adapters/storage/sql/migrate-database";
import type { Config } from "./config";
import { fileStoreFor } from "./file-stores";
import { prepareDatabase } from "./prepare-database";
import { seedDemoAccounts } from "./seed-demo-accounts";

/** Whether the database was seeded, and the demo log-ins that seed printed (embedded database only). */
export type SetupReport = Readonly<{ seeded: boolean; demoLogins: readonly DemoLogin[] }>;

/**
 * `npm run db:setup`: migrations, then the seed of an empty database (or, with restoreImages, the check of the
 * seeded pictures). The server runs it when setupNeed finds something missing, without the picture check. The
 * seed of an empty embedded database also creates the demo accounts and prints their log-ins (ADR 046).
 */
export async function setupDatabase(
  handle: DatabaseHandle,
  config: Pick<Config, "uploadsDir"> & Partial<Pick<Config, "demoPassword">>,
  options: Readonly<{ now: Date; restoreImages: boolean }>,
): Promise<SetupReport> {
  const started = performance.now();
  await migrateDatabase(handle);
  console.log(`The ${handle.engine} schema is up to date (${Math.round(performance.now() - started)} ms)`);
  const seeded = await prepareDatabase(handle.db, options.now, fileStoreFor(handle, "public", config.uploadsDir), {
    restoreImages: options.restoreImages,
  });
  const demoLogins = seeded ? await seedDemoAccounts(handle, options.now, config.demoPassword) : [];
  return { seeded, demoLogins };
}
