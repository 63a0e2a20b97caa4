// `npm run seed:queue -- --count 100000`: seeds the configured database (DATA_DIR or DATABASE_URL) if it is empty,
// then adds COUNT made-up applications for the staff queue (docs/adr/056-staff-console-and-queue.md).
import { parseArgs } from "node:util";
import { localFileStore } from "../adapters/storage/files/local-file-store";
import { openDatabase } from "../adapters/storage/sql/open-database";
import { seedDatabase } from "../adapters/storage/sql/seed/seed-database";
import { seedSyntheticApplications } from "../adapters/storage/sql/seed/staff-queue/seed-synthetic-applications";
import { readConfig } from "../server/config";

const { values } = parseArgs({ options: { count: { type: "string", default: "100000" } } });
const count = Number(values.count);
if (!Number.isInteger(count) || count < 1) {
  console.error("--count takes a whole number, e.g. --count 100000");
  process.exit(2);
}

const config = readConfig(process.env);
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const now = new Date();
  let started = performance.now();
  const seeded = await seedDatabase(handle.db, now, localFileStore(config.uploadsDir));
  console.log(seeded ? `Seeded in ${Math.round(performance.now() - started)} ms` : "Database already seeded");
  started = performance.now();
  await seedSyntheticApplications(handle.db, count, now);
  console.log(`Added ${count} synthetic applications in ${Math.round(performance.now() - started)} ms`);
} finally {
  await handle.close();
}
