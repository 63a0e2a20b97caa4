import { inArray } from "drizzle-orm";
import type { Database } from "../../database";
import { cities, cityPopulations, quizzes } from "../../schema";
import { CITY_POPULATIONS } from "./city-populations.data";
import { QUIZZES } from "./quizzes.data";

/**
 * Adds the seeded quizzes and the population of every catalogue city that has a figure (ADR 066). Idempotent: what
 * is there already (a quiz slug, a default chosen by staff, a city's figure) is kept, so it runs on every start and
 * an existing database gets the quiz too.
 */
export async function seedQuizzes(db: Database): Promise<void> {
  await db
    .insert(quizzes)
    .values([...QUIZZES])
    .onConflictDoNothing();
  const found = await db
    .select({ id: cities.id, slug: cities.slug })
    .from(cities)
    .where(
      inArray(
        cities.slug,
        CITY_POPULATIONS.map((city) => city.slug),
      ),
    );
  const idOf = new Map(found.map((city) => [city.slug, city.id]));
  const rows = CITY_POPULATIONS.flatMap((city) => {
    const id = idOf.get(city.slug);
    return id === undefined
      ? []
      : [{ city_id: id, population: city.thousands * 1000, source: city.census.source, as_of: city.census.as_of }];
  });
  if (rows.length > 0) await db.insert(cityPopulations).values(rows).onConflictDoNothing();
}
