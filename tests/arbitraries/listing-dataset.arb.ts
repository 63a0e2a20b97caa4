import fc from "fast-check";
import type { ListedInstitution, ListingDataset } from "../../adapters/storage/memory/institution-listing.memory";

const WORDS = [
  "Пекинский",
  "Ёлочный",
  "Елецкий",
  "университет",
  "Колледж",
  "школа",
  "Tsinghua",
  "ACADEMY",
  "北京",
  "大学",
];

const titleArb = fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }).map((words) => words.join(" "));
const optionalArb = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(null), weight: 1 }, { arbitrary: arb, weight: 2 });
const subsetArb = (ids: readonly number[]) => fc.subarray([...ids], { maxLength: Math.min(3, ids.length) });

const COUNTRIES = [1, 2, 3];
/** Yuan with a rate, won with a rate that makes big raw prices small in roubles, yen without a rate. */
const COUNTRY_CURRENCIES: Readonly<Record<number, { code: string; symbol: string }>> = {
  1: { code: "CNY", symbol: "CN¥" },
  2: { code: "KRW", symbol: "₩" },
  3: { code: "JPY", symbol: "¥" },
};
const LISTING_DATASET_RATES = [
  { currency: "CNY", rate_to_rub: 11.2, as_of: "2026-11-24" },
  { currency: "KRW", rate_to_rub: 0.056, as_of: "2026-11-24" },
] as const;
const CITIES = [
  { id: 10, country_id: 1 },
  { id: 11, country_id: 1 },
  { id: 20, country_id: 2 },
];
const NAMED = [1, 2, 3, 4];
/** Ids no dictionary has: institutions may still carry them, filters may still ask for them. */
const STRAY = 77;

const institutionArb = (id: number): fc.Arbitrary<ListedInstitution> =>
  fc
    .record({
      type: fc.constantFrom(1, 2, 3),
      country: fc.constantFrom(...COUNTRIES),
      city: optionalArb(fc.constantFrom(...CITIES)),
      ru: titleArb,
      en: optionalArb(titleArb),
      ch: optionalArb(titleArb),
      acronym: optionalArb(fc.constantFrom("PKU", "THU", "Ёж")),
      price: optionalArb(fc.constantFrom(0, 100, 500, 500, 12_000, 9_000, 130_000)),
      rating: fc.constantFrom(0, 3.5, 4.1, 4.1, 5),
      rank: optionalArb(fc.constantFrom(1, 14, 14, 300)),
      places: fc.constantFrom(0, 0, 3, 10),
      hasGrants: fc.boolean(),
      partner: fc.boolean(),
      langCourses: fc.boolean(),
      languageIds: subsetArb([...NAMED, STRAY]),
      programLevelIds: subsetArb(NAMED),
      directionIds: subsetArb(NAMED),
      specialtyIds: subsetArb([...NAMED, STRAY]),
      grantTypes: subsetArb([1, 2]),
    })
    .map((row) => ({
      card: {
        id,
        slug: `institution-${id}`,
        type: row.type as 1 | 2 | 3,
        type_name: "Университет",
        type_slug: "universities",
        country: { id: row.country, slug: `country-${row.country}`, name: `Страна ${row.country}`, morph: null },
        city:
          row.city === null
            ? null
            : {
                id: row.city.id,
                slug: `city-${row.city.id}`,
                name: "Город",
                morph: null,
                country_id: row.city.country_id,
                is_province: false,
              },
        title: { ru: row.ru, en: row.en, ch: row.ch },
        acronym: row.acronym,
        logo: null,
        photo: null,
        price: row.price,
        rating: row.rating,
        ratings_count: 0,
        comments_count: 0,
        has_grants: row.hasGrants,
        is_partner: row.partner,
        rank_place_world: row.rank,
        rank_place_country: null,
        places_applicants: row.places,
        available_places: row.places,
        views: 0,
        updated_at: "2026-11-21T10:00:00.000Z",
        open_waves: false,
      },
      languageIds: row.languageIds,
      programLevelIds: row.programLevelIds,
      directionIds: row.directionIds,
      specialtyIds: row.specialtyIds,
      grantTypes: row.grantTypes,
      hasLangCourses: row.langCourses,
    }));

const named = (prefix: string) =>
  NAMED.map((id) => ({ id, slug: `${prefix}-${id}`, title: `${prefix} ${5 - id}`, rank: id % 2 }));

/** Up to 40 institutions over small dictionaries, so filters, ties and missing values meet often. */
export const listingDatasetArb: fc.Arbitrary<ListingDataset> = fc
  .uniqueArray(fc.integer({ min: 1, max: 500 }), { maxLength: 40 })
  .chain((ids): fc.Arbitrary<ListedInstitution[]> =>
    ids.length === 0 ? fc.constant([]) : fc.tuple(...ids.map(institutionArb)),
  )
  .map((institutions) => ({
    countries: COUNTRIES.map((id) => ({
      id,
      slug: `country-${id}`,
      name: `Страна ${id}`,
      morph: null,
      currency: COUNTRY_CURRENCIES[id] ?? { code: "RUB", symbol: "₽" },
      rank: id,
    })),
    cities: CITIES.map(({ id, country_id }) => ({
      id,
      slug: `city-${id}`,
      name: "Город",
      morph: null,
      country_id,
      is_province: false,
    })),
    languages: named("language"),
    programLevels: named("level"),
    directions: named("direction"),
    specialties: named("specialty"),
    institutions,
    pages: [],
    rates: LISTING_DATASET_RATES,
  }));
