import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NUMBERED_SLUG_PATTERN } from "../../../../core/domain/catalogue/numbered-slug";
import type {
  InstitutionListingRepository,
  ListingSearch,
  ListingSlice,
} from "../../../../core/ports/institution-listing-repository.port";
import { listingSearchArb } from "../../../../tests/arbitraries/listing-criteria.arb";
import { openTestDatabase } from "../../../../tests/integration/test-database";
import {
  type ListedInstitution,
  type ListingDataset,
  memoryInstitutionListing,
} from "../../memory/institution-listing.memory";
import type { Database, DatabaseHandle } from "../database";
import { exchangeRateSchema } from "../../../../core/domain/price/exchange-rate";
import {
  cities,
  countries,
  directions,
  exchangeRates,
  institutions,
  languages,
  programLevels,
  specialties,
} from "../schema";
import { seedCatalogue } from "../seed/catalogue/seed-catalogue";
import { seedSyntheticInstitutions } from "../seed/catalogue/seed-synthetic-institutions";
import { sqlInstitutionListing } from "./institution-listing.sql";

const NOW = new Date("2026-11-21T09:00:00.000Z");

/**
 * The model's view of the seeded database, read the obvious way (whole tables, mapped in code), independently of
 * the adapter's snapshot query. Card fields no filter or order reads are left at neutral values.
 */
async function modelDataset(db: Database): Promise<ListingDataset> {
  const [countryRows, cityRows, languageRows, levelRows, directionRows, specialtyRows, institutionRows, rateRows] =
    await Promise.all([
      db.select().from(countries),
      db.select().from(cities),
      db.select().from(languages),
      db.select().from(programLevels),
      db.select().from(directions),
      db.select().from(specialties),
      db.select().from(institutions),
      db.select().from(exchangeRates),
    ]);
  const latest = new Map<string, (typeof rateRows)[number]>();
  for (const row of rateRows) {
    const known = latest.get(row.currency);
    if (known === undefined || known.as_of < row.as_of) latest.set(row.currency, row);
  }
  const rates = [...latest.values()].map((row) =>
    exchangeRateSchema.parse({ currency: row.currency, rate_to_rub: Number(row.rate_to_rub), as_of: row.as_of }),
  );
  const citiesById = new Map(cityRows.map((city) => [city.id, city]));
  const named = (rows: readonly { id: number; slug: string; title: string }[]) =>
    rows.map(({ id, slug, title }) => ({ id, slug, title, rank: 0 }));
  const listed = institutionRows
    .filter((row) => [1, 2, 3].includes(row.type) && NUMBERED_SLUG_PATTERN.test(row.slug))
    .map((row): ListedInstitution => {
      const city = row.city_id === null ? undefined : citiesById.get(row.city_id);
      return {
        card: {
          id: row.id,
          slug: row.slug,
          type: row.type as 1 | 2 | 3,
          type_name: "",
          type_slug: "universities",
          country: { id: row.country_id, slug: "", name: "", morph: null },
          city: city === undefined ? null : { ...city, morph: null },
          title: { ru: row.title_ru, en: row.title_en, ch: row.title_ch },
          acronym: row.acronym,
          logo: null,
          photo: row.photo === null ? null : { filename: row.photo },
          price: row.min_price,
          rating: row.rating,
          ratings_count: 0,
          comments_count: 0,
          has_grants: row.has_grants,
          is_partner: row.is_partner,
          rank_place_world: row.rank_place_world,
          rank_place_country: null,
          places_applicants: 0,
          available_places: row.available_places,
          views: 0,
          updated_at: row.updated_at.toISOString(),
          open_waves: false,
        },
        languageIds: row.language_ids,
        programLevelIds: row.program_level_ids,
        directionIds: row.direction_ids,
        specialtyIds: row.specialty_ids,
        grantTypes: row.grant_types,
        hasLangCourses: row.has_lang_courses,
      };
    });
  return {
    countries: countryRows.map((row) => ({
      ...row,
      morph: null,
      currency: { code: row.currency, symbol: "" },
      rank: 0,
    })),
    cities: cityRows.map((row) => ({ ...row, morph: null })),
    languages: named(languageRows),
    programLevels: named(levelRows),
    directions: named(directionRows),
    specialties: named(specialtyRows),
    institutions: listed,
    pages: [],
    rates,
  };
}

const counted = (entries: readonly { id: number; count: number }[]) =>
  entries.map(({ id, count }) => [id, count]).sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0));
const summary = (slice: ListingSlice) => ({
  total: slice.total,
  ids: slice.cards.map((card) => card.id),
  countries: counted(slice.facets.countries),
  cities: counted(slice.facets.cities),
  languages: counted(slice.facets.languages),
  programLevels: counted(slice.facets.programLevels),
  directions: counted(slice.facets.directions),
  specialties: counted(slice.facets.specialties),
  price: slice.facets.price,
  places: slice.totalAvailablePlaces,
  available: [slice.availableLanguages, slice.availableProgramLevels, slice.availableDirections],
});

/** Every id the listing returns over all its pages. */
const allIds = async (listings: InstitutionListingRepository, search: ListingSearch): Promise<number[]> => {
  const found: number[] = [];
  for (let page = 1; ; page++) {
    const slice = await listings.search({ ...search, page, perPage: 100 });
    found.push(...slice.cards.map((card) => card.id));
    if (page * 100 >= slice.total) return found;
  }
};

describe("the SQL listing over the seeded catalogue (property)", () => {
  let handle: DatabaseHandle;
  let dataset: ListingDataset;
  beforeAll(async () => {
    handle = await openTestDatabase();
    await seedCatalogue(handle.db, NOW);
    await seedSyntheticInstitutions(handle.db, 250, NOW);
    dataset = await modelDataset(handle.db);
  });
  afterAll(() => handle.close());

  it("returns exactly the institutions that satisfy a generated filter, in order, with the model's counts", async () => {
    const listings = sqlInstitutionListing(handle.db);
    const model = memoryInstitutionListing(dataset);
    const ids = (rows: readonly { id: number }[]) => rows.map((row) => row.id);
    const pools = {
      countries: ids(dataset.countries),
      cities: ids(dataset.cities),
      languages: ids(dataset.languages),
      programLevels: ids(dataset.programLevels),
      directions: ids(dataset.directions),
      specialties: ids(dataset.specialties),
      titles: dataset.institutions.flatMap(({ card }) => [card.title.ru, card.title.en ?? "", card.acronym ?? ""]),
      prices: dataset.institutions.flatMap(({ card }) => (card.price === null ? [] : [card.price])),
    };
    expect(dataset.institutions.length).toBeGreaterThan(400);
    await fc.assert(
      fc.asyncProperty(listingSearchArb(pools), async (search) => {
        const expected = await model.search(search);
        expect(summary(await listings.search(search))).toEqual(summary(expected));
        const everyMatch = (await model.search({ ...search, page: 1, perPage: dataset.institutions.length })).cards;
        expect(await allIds(listings, search)).toEqual(everyMatch.map((card) => card.id));
      }),
      { numRuns: 60 },
    );
  });
});
