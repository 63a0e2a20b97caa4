import { inArray, or } from "drizzle-orm";
import type { Database } from "../../database";
import { countries, institutions, tariffs } from "../../schema";
import type { CountrySlug, InstitutionRefSeed } from "./seed-rows.types";

/** What the content seed needs from the catalogue seed that ran before it. */
export type CatalogueLookup = Readonly<{
  countryId: (slug: CountrySlug) => number | null;
  /** Whether the catalogue seed already priced this country's services (then the content seed leaves them). */
  hasTariffs: (countryId: number) => boolean;
  institutionId: (ref: InstitutionRefSeed | null) => number | null;
}>;

type Queryable = Pick<Database, "select" | "selectDistinct">;

/** Reads the ids of the given countries and institutions and which countries already have tariffs. */
export async function lookUpCatalogue(
  db: Queryable,
  countrySlugs: readonly CountrySlug[],
  refs: readonly InstitutionRefSeed[],
): Promise<CatalogueLookup> {
  const countryRows = await db
    .select({ id: countries.id, slug: countries.slug })
    .from(countries)
    .where(inArray(countries.slug, [...countrySlugs]));
  const institutionRows = await db
    .select({ id: institutions.id, slug: institutions.slug, titleEn: institutions.title_en })
    .from(institutions)
    .where(
      or(
        inArray(
          institutions.slug,
          refs.map((ref) => ref.slug),
        ),
        inArray(
          institutions.title_en,
          refs.map((ref) => ref.titleEn),
        ),
      ),
    )
    .orderBy(institutions.id);
  const pricedRows = await db.selectDistinct({ countryId: tariffs.country_id }).from(tariffs);

  const countryIds = new Map(countryRows.map((row) => [row.slug, row.id]));
  const bySlug = new Map(institutionRows.map((row) => [row.slug, row.id]));
  const byTitle = new Map<string, number>();
  for (const row of institutionRows) if (!byTitle.has(row.titleEn)) byTitle.set(row.titleEn, row.id);
  const priced = new Set(pricedRows.map((row) => row.countryId));

  return {
    countryId: (slug) => countryIds.get(slug) ?? null,
    hasTariffs: (countryId) => priced.has(countryId),
    institutionId: (ref) => (ref === null ? null : (bySlug.get(ref.slug) ?? byTitle.get(ref.titleEn) ?? null)),
  };
}
