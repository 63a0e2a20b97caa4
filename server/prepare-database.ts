import type { Database } from "../adapters/storage/sql/database";
import { seedDatabase } from "../adapters/storage/sql/seed/seed-database";

/**
 * First start: the schema is migrated by openDatabase; an empty database gets the seeded catalogue and content here.
 * Returns whether it seeded.
 */
export async function prepareDatabase(db: Database, now: Date): Promise<boolean> {
  const started = performance.now();
  const seeded = await seedDatabase(db, now);
  if (seeded) console.log(`Seeded an empty database in ${Math.round(performance.now() - started)} ms`);
  return seeded;
}
