import type { Database } from "../adapters/storage/sql/database";
import { countries } from "../adapters/storage/sql/schema";

/**
 * First start: the schema is migrated by openDatabase; here an empty database gets its seed.
 * Returns whether it seeded.
 */
export async function prepareDatabase(db: Database, now: Date): Promise<boolean> {
  if ((await db.$count(countries)) > 0) return false;
  void now;
  return false;
}
