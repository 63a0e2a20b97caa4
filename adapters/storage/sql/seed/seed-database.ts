import type { NamedFileStore } from "../../../../core/ports/file-store.port";
import type { Database } from "../database";
import { countries } from "../schema";
import { seedCatalogue } from "./catalogue/seed-catalogue";
import { seedContent } from "./content/seed-content";
import { seedImages } from "./images/seed-images";
import { seedCostFigures } from "./costs/seed-cost-figures";
import { seedQuizzes } from "./quiz/seed-quizzes";

/**
 * Seeds an empty database: the real catalogue first (countries, cities, institutions, programs, bases, waves),
 * then the content that refers to it. A database that already has countries is left alone. Either way the images
 * the content names are made sure of in `files` (DATA_DIR/uploads), which is cheap when they are there already,
 * and so are the quizzes and city populations (ADR 066).
 * Returns whether it seeded.
 */
export async function seedDatabase(db: Database, now: Date, files: NamedFileStore): Promise<boolean> {
  const empty = (await db.$count(countries)) === 0;
  if (empty) {
    await seedCatalogue(db, now);
    await seedContent(db, now);
  }
  await seedImages(db, files, now);
  // The calculator's figures (ADR 065) also reach a database seeded before them.
  await seedCostFigures(db);
  await seedQuizzes(db);
  return empty;
}
