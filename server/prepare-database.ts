import type { Database } from "../adapters/storage/sql/database";
import { countries } from "../adapters/storage/sql/schema";
import type { NamedFileStore } from "../core/ports/file-store.port";

export type PrepareOptions = Readonly<{
  /** Whether a database that already has content re-checks the seeded pictures in `files` (db:setup does). */
  restoreImages: boolean;
}>;

/**
 * The seeding half of `npm run db:setup` (the schema must be migrated): an empty database gets the seeded catalogue,
 * content and pictures; one with content only has its seeded pictures re-checked when asked (a lost uploads folder
 * comes back). The seed code is imported here, on demand, so a server that finds its database ready never loads it.
 * Returns whether it seeded.
 */
export async function prepareDatabase(
  db: Database,
  now: Date,
  files: NamedFileStore,
  options: PrepareOptions = { restoreImages: true },
): Promise<boolean> {
  const started = performance.now();
  if ((await db.$count(countries)) === 0) {
    const { seedDatabase } = await import("../adapters/storage/sql/seed/seed-database");
    await seedDatabase(db, now, files);
    console.log(`Seeded an empty database in ${Math.round(performance.now() - started)} ms`);
    return true;
  }
  if (options.restoreImages) {
    const { seedImages } = await import("../adapters/storage/sql/seed/images/seed-images");
    const written = await seedImages(db, files, now);
    if (written > 0) console.log(`Wrote ${written} missing seeded pictures`);
  }
  return false;
}
