import type { Database } from "../database";
import { countries } from "../schema";
import { seedCatalogue } from "./catalogue/seed-catalogue";
import { seedContent } from "./content/seed-content";

/**
 * Seeds an empty database: the real catalogue first (countries, cities, institutions, programs, bases, waves),
 * then the content that refers to it. A database that already has countries is left alone. Returns whether it seeded.
 */
export async function seedDatabase(db: Database, now: Date): Promise<boolean> {
  if ((await db.$count(countries)) > 0) return false;
  await seedCatalogue(db, now);
  await seedContent(db, now);
  return true;
}
