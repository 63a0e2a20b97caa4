// `npm run seed [-- --institutions N]`: seeds the configured database (DATA_DIR or DATABASE_URL) if it is empty,
// then optionally adds N synthetic institutions (for benchmarks).
import { parseArgs } from "node:util";
import { localFileStore } from "../adapters/storage/files/local-file-store";
import { openDatabase } from "../adapters/storage/sql/open-database";
import { seedSyntheticInstitutions } from "../adapters/storage/sql/seed/catalogue/seed-synthetic-institutions";
import { seedDatabase } from "../adapters/storage/sql/seed/seed-database";
import { readConfig } from "../server/config";

const { values } = parseArgs({ options: { institutions: { type: "string", default: "0" } } });
const extra = Number(values.institutions);
if (!Number.isInteger(extra) || extra < 0) {
  console.error("--institutions takes a whole number, e.g. --institutions 100000");
  process.exit(2);
}

const config = readConfig(process.env);
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const now = new Date();
  let started = performance.now();
  const seeded = await seedDatabase(handle.db, now, localFileStore(config.uploadsDir));
  console.log(seeded ? `Seeded in ${Math.round(performance.now() - started)} ms` : "Database already seeded");
  if (extra > 0) {
    started = performance.now();
    await seedSyntheticInstitutions(handle.db, extra, now);
    console.log(`Added ${extra} synthetic institutions in ${Math.round(performance.now() - started)} ms`);
  }
} finally {
  await handle.close();
}
