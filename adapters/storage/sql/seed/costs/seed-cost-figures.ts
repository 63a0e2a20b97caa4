import { eq } from "drizzle-orm";
import type { Database } from "../../database";
import { cities, costFigures, countries } from "../../schema";
import { insertRows } from "../catalogue/insert-rows";
import { costFigureRows } from "./cost-figure-rows";

/**
 * Seeds the calculator's cost figures (ADR 065) for every country and city of the catalogue when the table is empty,
 * so a database seeded before the calculator gets them too. Returns whether it seeded.
 */
export async function seedCostFigures(db: Database): Promise<boolean> {
  if ((await db.$count(costFigures)) > 0) return false;
  const places = await db
    .select({ id: cities.id, slug: cities.slug, country_id: countries.id, country: countries.slug })
    .from(cities)
    .innerJoin(countries, eq(countries.id, cities.country_id));
  const ids = {
    countries: new Map(places.map((place) => [place.country, place.country_id])),
    cities: new Map(places.map((place) => [`${place.country}/${place.slug}`, place.id])),
  };
  const rows = costFigureRows(ids);
  await insertRows(db, costFigures, rows);
  return rows.length > 0;
}
