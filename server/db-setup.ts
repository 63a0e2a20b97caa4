// `npm run db:setup`: migrations, the seed of an empty database and the check of the seeded pictures, on the
// configured database (DATABASE_URL, else PGlite in DATA_DIR). Runs from the build as <build>/server/db-setup.js.
import { openDatabase } from "../adapters/storage/sql/open-database";
import { readConfig } from "./config";
import { setupDatabase } from "./setup-database";

try {
  const config = readConfig(process.env);
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrate: false });
  try {
    const { seeded } = await setupDatabase(handle, config, { now: new Date(), restoreImages: true });
    console.log(seeded ? "Database set up and seeded" : "Database set up (it already had content)");
  } finally {
    await handle.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
