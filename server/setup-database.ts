import { localFileStore } from "../adapters/storage/files/local-file-store";
import type { DatabaseHandle } from "../adapters/storage/sql/database";
import { migrateDatabase } from "../adapters/storage/sql/migrate-database";
import type { Config } from "./config";
import { prepareDatabase } from "./prepare-database";

export type SetupReport = Readonly<{ seeded: boolean }>;

/**
 * `npm run db:setup`: migrations, then the seed of an empty database (or, with restoreImages, the check of the
 * seeded pictures). The server runs it when setupNeed finds something missing, without the picture check.
 */
export async function setupDatabase(
  handle: DatabaseHandle,
  config: Pick<Config, "uploadsDir">,
  options: Readonly<{ now: Date; restoreImages: boolean }>,
): Promise<SetupReport> {
  const started = performance.now();
  await migrateDatabase(handle);
  console.log(`The ${handle.engine} schema is up to date (${Math.round(performance.now() - started)} ms)`);
  const seeded = await prepareDatabase(handle.db, options.now, localFileStore(config.uploadsDir), {
    restoreImages: options.restoreImages,
  });
  return { seeded };
}
