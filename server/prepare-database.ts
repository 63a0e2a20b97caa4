import type { Database } from "../adapters/storage/sql/database";
import type { NamedFileStore } from "../core/ports/file-store.port";
import { seedDatabase } from "../adapters/storage/sql/seed/seed-database";

/**
 * First start: the schema is migrated by openDatabase; an empty database gets the seeded catalogue and content here,
 * and the images the content names are written to `files` (the uploads folder) if missing. Returns whether it seeded.
 */
export async function prepareDatabase(db: Database, now: Date, files: NamedFileStore): Promise<boolean> {
  const started = performance.now();
  const seeded = await seedDatabase(db, now, files);
  if (seeded) console.log(`Seeded an empty database in ${Math.round(performance.now() - started)} ms`);
  return seeded;
}
