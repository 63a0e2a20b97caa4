import { type SQL, sql } from "drizzle-orm";
import type { City } from "../../../../core/domain/catalogue/city";
import type { CountryRef } from "../../../../core/domain/catalogue/country-ref";
import { INSTITUTION_TYPE_SLUGS, type InstitutionTypeNumber } from "../../../../core/domain/catalogue/institution-type";
import type { Seo } from "../../../../core/domain/catalogue/seo";
import { EDUCATION_TYPES } from "../../../../core/domain/constants/education-type";
import type {
  InstitutionCard,
  InstitutionListingRepository,
  ListingCriteria,
  ListingSearch,
  ListingSlice,
} from "../../../../core/ports/institution-listing-repository.port";
import { parseCurrencyCode } from "../../../../core/domain/price/currency-code";
import { exchangeRatesByCurrency, roubleEquivalent } from "../../../../core/domain/price/rouble-equivalent";
import { INSTITUTION_TYPE_NAMES, isInstitutionType } from "../../mapping/catalogue.mapping";
import { currencyOf, imageOrNull, morphOrNull, seoOrNull, textOrNull } from "../../mapping/common.mapping";
import type { Database } from "../database";
import { cities, countries, directions, languages, programLevels, specialties } from "../schema";
import { currentExchangeRates } from "./current-exchange-rates";
import {
  buildListingIndex,
  type IndexEvaluation,
  type IndexedInstitution,
  type ListingIndex,
} from "./institution-listing-index";

type Runner = Pick<Database, "execute">;

const rowsOf = async <T>(db: Runner, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Institutions the API can describe (as the catalogue read side): a type 1..3 and a slug ending in dash digits. */
const PUBLISHABLE = sql`i.type in (1, 2, 3) and i.slug ~ '^[^[:space:]/]*-[0-9]+$'`;

/** One listed institution as a JSON array, in the order `indexedOf` reads it (json_agg keeps the query cheap). */
type IndexTuple = [
  number,
  number,
  number,
  number | null,
  boolean,
  boolean,
  number,
  boolean,
  number[],
  number[],
  number[],
  number[],
  number[],
  number | null,
  number,
  number | null,
  string,
  string,
  string,
  string,
];

/** The rouble price of a row: its lowest price in its country's currency, converted at the snapshot's rates. */
type RoublePrice = (minPrice: number | null, countryId: number) => number | null;

const indexedOf = (t: IndexTuple, roubles: RoublePrice): IndexedInstitution => ({
  id: t[0],
  type: t[1],
  countryId: t[2],
  cityId: t[3],
  hasGrants: t[4],
  isPartner: t[5],
  availablePlaces: t[6],
  hasLangCourses: t[7],
  languageIds: t[8],
  programLevelIds: t[9],
  directionIds: t[10],
  specialtyIds: t[11],
  grantTypes: t[12],
  price: roubles(t[13], t[2]),
  rating: t[14],
  rankPlaceWorld: t[15],
  titles: [t[16], t[17], t[18], t[19]],
});

type Snapshot = {
  readonly version: string;
  readonly index: ListingIndex;
  readonly countries: ReadonlyMap<number, CountryRef>;
  readonly cities: ReadonlyMap<number, City>;
  /**
   * Institutions with an education base that takes applications: its waves are open (spec 4) and a place is free
   * (ADR 032), so a card's «Идёт набор» agrees with the pages, which offer no «Подать заявку» for a full base.
   */
  readonly openWaves: ReadonlySet<number>;
  /** The rouble price of a row by the rates read in the same snapshot (docs/adr/031-prices-in-roubles.md). */
  readonly roubles: RoublePrice;
  /** The last evaluations by criteria, most recent last. */
  readonly evaluations: Map<string, IndexEvaluation>;
};

const EVALUATIONS_KEPT = 32;

/** JSON arrives parsed from node-postgres and PGlite alike; text is parsed here in case a driver leaves it. */
const parsedJson = <T>(value: T | string | null | undefined, fallback: T): T =>
  typeof value === "string" ? (JSON.parse(value) as T) : (value ?? fallback);

/** Reads the version, the reference lists and every listed institution from one consistent snapshot. */
const loadSnapshot = (db: Database): Promise<Snapshot> =>
  db.transaction(
    async (tx) => {
      const [versionRow] = await rowsOf<{ version: string }>(
        tx,
        sql`select version::text as version from listing_data_version where id = 1`,
      );
      const countryRows = await tx.select().from(countries);
      const rates = exchangeRatesByCurrency(await currentExchangeRates(tx));
      const cityRows = await tx.select().from(cities);
      const languageRows = await tx.select().from(languages);
      const levelRows = await tx.select().from(programLevels);
      const directionRows = await tx.select().from(directions);
      const specialtyRows = await tx.select().from(specialties);
      const [listed] = await rowsOf<{ rows: IndexTuple[] | string | null }>(
        tx,
        sql`select json_agg(json_build_array(
              i.id, i.type, i.country_id, i.city_id, i.has_grants, i.is_partner, i.available_places,
              i.has_lang_courses, i.language_ids, i.program_level_ids, i.direction_ids, i.specialty_ids,
              i.grant_types, i.min_price, i.rating, i.rank_place_world, i.title_ru, i.title_en, i.title_ch, i.acronym
            ) order by i.id) as rows
            from institutions i where ${PUBLISHABLE}`,
      );
      const [open] = await rowsOf<{ ids: number[] | string | null }>(
        tx,
        sql`select array_to_json(array_agg(distinct institution_id)) as ids
            from education_bases where waves_status = 'open' and available_places > 0`,
      );
      const tuples = parsedJson<IndexTuple[]>(listed?.rows, []);
      const countryList = countryRows.map((row) => ({
        id: row.id,
        slug: row.slug,
        name: row.name,
        morph: morphOrNull(row.morph),
        currency: currencyOf(row.currency),
        rank: row.sort,
      }));
      const cityList = cityRows.map((row): City => ({
        id: row.id,
        slug: row.slug,
        name: row.name,
        morph: morphOrNull(row.morph),
        country_id: row.country_id,
        is_province: row.is_province,
      }));
      const named = (rows: readonly { id: number; slug: string; title: string }[], rank: (id: number) => number) =>
        rows.map((row) => ({ id: row.id, slug: row.slug, title: row.title, rank: rank(row.id) }));
      const levelSort = new Map(levelRows.map((row) => [row.id, row.sort]));
      const currencies = new Map(countryList.map((country) => [country.id, parseCurrencyCode(country.currency.code)]));
      const roubles: RoublePrice = (minPrice, countryId) =>
        roubleEquivalent(minPrice, currencies.get(countryId) ?? undefined, rates);
      const index = buildListingIndex(
        tuples.map((tuple) => indexedOf(tuple, roubles)),
        {
          countries: countryList,
          cities: cityList,
          languages: named(languageRows, () => 0),
          programLevels: named(levelRows, (id) => levelSort.get(id) ?? 0),
          directions: named(directionRows, () => 0),
          specialties: named(specialtyRows, () => 0),
        },
      );
      return {
        version: versionRow?.version ?? "0",
        index,
        countries: new Map(countryList.map(({ id, slug, name, morph }) => [id, { id, slug, name, morph }])),
        cities: new Map(cityList.map((city) => [city.id, city])),
        openWaves: new Set(parsedJson<number[]>(open?.ids, [])),
        roubles,
        evaluations: new Map(),
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );

/** The card columns an institution row gives; its country and city come from the snapshot. */
type CardRow = {
  version: string | null;
  id: number;
  slug: string;
  type: number;
  country_id: number;
  city_id: number | null;
  title_ru: string;
  title_en: string;
  title_ch: string;
  acronym: string;
  logo: string | null;
  photo: string | null;
  min_price: number | null;
  rating: number;
  ratings_count: number;
  comments_count: number;
  has_grants: boolean;
  is_partner: boolean;
  rank_place_world: number | null;
  rank_place_country: number | null;
  places_applicants: number;
  available_places: number;
  views: number;
  updated_at: Date | string;
};

const typeOf = (type: number): InstitutionTypeNumber => (isInstitutionType(type) ? type : 1);

/** The card of a row, or null when the snapshot does not know its country (it is then out of date). */
const cardOf = (row: CardRow, snapshot: Snapshot): InstitutionCard | null => {
  const type = typeOf(row.type);
  const country = snapshot.countries.get(row.country_id);
  const city = row.city_id === null ? null : (snapshot.cities.get(row.city_id) ?? null);
  if (country === undefined || (row.city_id !== null && city === null)) return null;
  return {
    id: row.id,
    slug: row.slug,
    type,
    type_name: INSTITUTION_TYPE_NAMES[type],
    type_slug: INSTITUTION_TYPE_SLUGS.find((slug) => EDUCATION_TYPES[slug] === type) ?? "universities",
    country,
    city,
    title: { ru: row.title_ru, en: textOrNull(row.title_en), ch: textOrNull(row.title_ch) },
    acronym: textOrNull(row.acronym),
    logo: imageOrNull(row.logo),
    photo: imageOrNull(row.photo),
    price: row.min_price,
    price_rub: snapshot.roubles(row.min_price, row.country_id),
    rating: Number(row.rating),
    ratings_count: row.ratings_count,
    comments_count: row.comments_count,
    has_grants: row.has_grants,
    is_partner: row.is_partner,
    rank_place_world: row.rank_place_world,
    rank_place_country: row.rank_place_country,
    places_applicants: row.places_applicants,
    available_places: row.available_places,
    views: row.views,
    updated_at: new Date(row.updated_at).toISOString(),
    open_waves: snapshot.openWaves.has(row.id),
  };
};

const VERSION = sql`(select version::text from listing_data_version where id = 1)`;

/**
 * The cards of the given ids, in that order, read in one statement on one table together with the current version
 * (counters such as views change without a new version, so they are read fresh). `current` is false when the
 * snapshot is out of date: the version moved, or a row is gone or names a country or city the snapshot lacks.
 */
const fetchCards = async (
  db: Database,
  ids: readonly number[],
  snapshot: Snapshot,
): Promise<{ cards: InstitutionCard[]; current: boolean }> => {
  if (ids.length === 0) {
    const [row] = await rowsOf<{ version: string }>(db, sql`select ${VERSION} as version`);
    return { cards: [], current: row?.version === snapshot.version };
  }
  const rows = await rowsOf<CardRow>(
    db,
    sql`select ${VERSION} as version, i.id, i.slug, i.type, i.country_id, i.city_id, i.title_ru, i.title_en,
          i.title_ch, i.acronym, i.logo, i.photo, i.min_price, i.rating::float8 as rating, i.ratings_count, i.comments_count,
          i.has_grants, i.is_partner, i.rank_place_world, i.rank_place_country, i.places_applicants,
          i.available_places, i.views, i.updated_at
        from institutions i
        where i.id = any(${`{${ids.join(",")}}`}::int[])`,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const cards = ids.flatMap((id) => {
    const row = byId.get(id);
    const card = row === undefined ? null : cardOf(row, snapshot);
    return card === null ? [] : [card];
  });
  const current = cards.length === ids.length && rows.every((row) => row.version === snapshot.version);
  return { cards, current };
};

const evaluationOf = (snapshot: Snapshot, criteria: ListingCriteria): IndexEvaluation => {
  const key = JSON.stringify(criteria);
  const known = snapshot.evaluations.get(key);
  if (known) {
    snapshot.evaluations.delete(key);
    snapshot.evaluations.set(key, known);
    return known;
  }
  const evaluation = snapshot.index.evaluate(criteria);
  snapshot.evaluations.set(key, evaluation);
  if (snapshot.evaluations.size > EVALUATIONS_KEPT) {
    const oldest = snapshot.evaluations.keys().next().value;
    if (oldest !== undefined) snapshot.evaluations.delete(oldest);
  }
  return evaluation;
};

/**
 * Attempts before answering from a snapshot a version behind (only under a constant stream of writes): the counts
 * are then those of the snapshot, the cards those of the rows that still exist.
 */
const ATTEMPTS = 3;

/**
 * The institutions listing over SQL (docs/adr/012-listing-query.md). What to list and how to count it is answered
 * by an in-memory index of the listed institutions, built from one consistent snapshot and kept while the data
 * version (bumped by triggers on every relevant write) stays the same; the page's cards are read fresh in one
 * query that also returns the current version, so a change is noticed on the very next call.
 */
export function sqlInstitutionListing(db: Database): InstitutionListingRepository {
  let current: Promise<Snapshot> | null = null;

  const snapshot = (): Promise<Snapshot> => {
    if (current === null) {
      const loading = loadSnapshot(db);
      current = loading;
      loading.catch(() => {
        if (current === loading) current = null;
      });
    }
    return current;
  };

  return {
    async search({ criteria, sort, page, perPage }: ListingSearch): Promise<ListingSlice> {
      for (let attempt = 1; ; attempt++) {
        const pending = snapshot();
        const known = await pending;
        const evaluation = evaluationOf(known, criteria);
        const ids = known.index.pageIds(evaluation, sort, page, perPage);
        const { cards, current: upToDate } = await fetchCards(db, ids, known);
        if (upToDate || attempt >= ATTEMPTS) {
          return {
            total: evaluation.total,
            cards,
            facets: evaluation.facets,
            totalAvailablePlaces: evaluation.totalAvailablePlaces,
            availableLanguages: evaluation.availableLanguages,
            availableProgramLevels: evaluation.availableProgramLevels,
            availableDirections: evaluation.availableDirections,
          };
        }
        if (current === pending) current = null;
      }
    },

    async pageSeo(path: string): Promise<Seo | null> {
      const [row] = await rowsOf<{ title: string; seo: unknown }>(
        db,
        sql`select title, seo from pages where url = ${path} limit 1`,
      );
      return row ? seoOrNull(row.seo, row.title) : null;
    },
  };
}
