import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UNRESTRICTED_CRITERIA } from "../../core/application/listing/unrestricted-criteria";
import type {
  InstitutionCard,
  InstitutionListingRepository,
  ListingCriteria,
  ListingSearch,
  ListingSlice,
  ListingSort,
} from "../../core/ports/institution-listing-repository.port";
import type { ListedInstitution, ListingDataset } from "./memory/institution-listing.memory";

export type ListingStore = Readonly<{ listings: InstitutionListingRepository; close: () => Promise<void> }>;

const CHINA = { id: 1, slug: "china", name: "Китай" };
const KOREA = { id: 2, slug: "korea", name: "Корея", morph: null };
const JAPAN = { id: 3, slug: "japan", name: "Япония", morph: null };
const CHINA_MORPH = {
  nominative: "Китай",
  genitive: "Китая",
  dative: "Китаю",
  accusative: "Китай",
  instrumental: "Китаем",
  prepositional: "Китае",
};
const BEIJING = { id: 10, slug: "beijing", name: "Пекин", morph: null, country_id: 1, is_province: false };
const SHANGHAI = { id: 11, slug: "shanghai", name: "Шанхай", morph: null, country_id: 1, is_province: false };
const HEILONGJIANG = {
  id: 12,
  slug: "heilongjiang",
  name: "Хэйлунцзян",
  morph: null,
  country_id: 1,
  is_province: true,
};
const SEOUL = { id: 20, slug: "seoul", name: "Сеул", morph: null, country_id: 2, is_province: false };
const BUSAN = { id: 21, slug: "busan", name: "Пусан", morph: null, country_id: 2, is_province: false };

type Row = {
  id: number;
  type: 1 | 2 | 3;
  country: { id: number; slug: string; name: string };
  city: typeof BEIJING | null;
  ru: string;
  en: string | null;
  ch: string | null;
  acronym: string | null;
  languages: number[];
  levels: number[];
  directions: number[];
  specialties: number[];
  grants: number[];
  hasGrants: boolean;
  partner: boolean;
  places: number;
  langCourses: boolean;
  price: number | null;
  rating: number;
  rank: number | null;
  open: boolean;
};

const TYPE_SLUGS = { 1: "universities", 2: "colleges", 3: "schools" } as const;
const TYPE_NAMES = { 1: "Университет", 2: "Колледж", 3: "Школа" } as const;

const listed = (row: Row): ListedInstitution => ({
  card: {
    id: row.id,
    slug: `institution-${row.id}`,
    type: row.type,
    type_name: TYPE_NAMES[row.type],
    type_slug: TYPE_SLUGS[row.type],
    country: { ...row.country, morph: row.country.id === 1 ? CHINA_MORPH : null },
    city: row.city,
    title: { ru: row.ru, en: row.en, ch: row.ch },
    acronym: row.acronym,
    logo: row.id === 1 ? { filename: "pku-logo.png" } : null,
    photo: row.id === 1 ? { filename: "campus-3.jpg" } : null,
    price: row.price,
    rating: row.rating,
    ratings_count: row.id * 3,
    comments_count: row.id,
    has_grants: row.hasGrants,
    is_partner: row.partner,
    rank_place_world: row.rank,
    rank_place_country: row.rank === null ? null : row.id,
    places_applicants: row.places + 1,
    available_places: row.places,
    views: 100 + row.id,
    updated_at: `2026-11-${String(10 + row.id).padStart(2, "0")}T10:00:00.000Z`,
    open_waves: row.open,
  },
  languageIds: row.languages,
  programLevelIds: row.levels,
  directionIds: row.directions,
  specialtyIds: row.specialties,
  grantTypes: row.grants,
  hasLangCourses: row.langCourses,
});

const none = { grants: [], hasGrants: false, partner: false, places: 0, langCourses: false, open: false };

/**
 * Eight institutions in China, Korea and Japan. Japan's and Busan's only entries, language 4 and specialty 103 have
 * no institution, so they are not facet values. Ratings tie (1 and 4, 3 and 8), prices and ranks are missing and
 * tie, and titles start with Е and Ё, so every order needs its tiebreak and Russian collation.
 */
export const LISTING_FIXTURE: ListingDataset = {
  countries: [
    { ...CHINA, morph: CHINA_MORPH, currency: { code: "CNY", symbol: "CN¥" }, rank: 1 },
    { ...KOREA, currency: { code: "KRW", symbol: "₩" }, rank: 2 },
    { ...JAPAN, currency: { code: "JPY", symbol: "¥" }, rank: 3 },
    { id: 4, slug: "kazakhstan", name: "Казахстан", morph: null, currency: { code: "RUB", symbol: "₽" }, rank: 4 },
  ],
  cities: [BEIJING, SHANGHAI, HEILONGJIANG, SEOUL, BUSAN],
  languages: [
    { id: 1, slug: "kitajskij", title: "Китайский", rank: 0 },
    { id: 2, slug: "anglijskij", title: "Английский", rank: 0 },
    { id: 3, slug: "korejskij", title: "Корейский", rank: 0 },
    { id: 4, slug: "yaponskij", title: "Японский", rank: 0 },
  ],
  programLevels: [
    { id: 1, slug: "bakalavriat", title: "Бакалавриат", rank: 2 },
    { id: 2, slug: "magistratura", title: "Магистратура", rank: 3 },
    { id: 3, slug: "yazykovye-kursy", title: "Языковые курсы", rank: 1 },
  ],
  directions: [
    { id: 1, slug: "business", title: "Бизнес", rank: 0 },
    { id: 2, slug: "humanitarian", title: "Гуманитарные науки", rank: 0 },
    { id: 3, slug: "art-and-design", title: "Искусство и дизайн", rank: 0 },
    { id: 4, slug: "science-and-engineering", title: "Наука и инженерия", rank: 0 },
    { id: 5, slug: "medicine", title: "Медицина", rank: 0 },
  ],
  specialties: [
    { id: 100, slug: "ekonomika", title: "Экономика", rank: 0 },
    { id: 101, slug: "lechebnoe-delo", title: "Лечебное дело", rank: 0 },
    { id: 102, slug: "yurisprudencziya", title: "Юриспруденция", rank: 0 },
    { id: 103, slug: "arhitektura", title: "Архитектура", rank: 0 },
  ],
  institutions: [
    {
      ...{ id: 1, type: 1, country: CHINA, city: BEIJING, ru: "Пекинский университет", en: "Peking University" },
      ...{
        ch: "北京大学",
        acronym: "PKU",
        languages: [1, 2],
        levels: [1, 2],
        directions: [1, 4],
        specialties: [100, 101],
      },
      ...{ grants: [1], hasGrants: true, partner: true, places: 12, langCourses: false, price: 25_000, rating: 4.6 },
      ...{ rank: 14, open: true },
    },
    {
      ...{ id: 2, type: 1, country: CHINA, city: BEIJING, ru: "Университет Цинхуа", en: "Tsinghua University" },
      ...{ ch: "清华大学", acronym: "THU", languages: [2], levels: [2], directions: [4], specialties: [101] },
      ...{ ...none, grants: [2], price: 30_000, rating: 4.9, rank: 17 },
    },
    {
      ...{ id: 3, type: 1, country: CHINA, city: SHANGHAI, ru: "Шанхайский университет", en: "Shanghai University" },
      ...{ ch: "上海大学", acronym: null, languages: [1], levels: [1], directions: [2, 3], specialties: [100] },
      ...{ ...none, price: null, rating: 4.1, rank: null },
    },
    {
      ...{ id: 4, type: 1, country: KOREA, city: SEOUL, ru: "Университет Ёнсе", en: "Yonsei University", ch: null },
      ...{ acronym: null, languages: [3, 2], levels: [1, 2], directions: [1], specialties: [100], grants: [1, 2] },
      ...{ hasGrants: true, partner: false, places: 5, langCourses: false, price: 4_000_000, rating: 4.6, rank: 56 },
      ...{ open: true },
    },
    {
      ...{ id: 5, type: 2, country: CHINA, city: HEILONGJIANG, ru: "Харбинский колледж", en: null, ch: null },
      ...{ acronym: null, languages: [1], levels: [3], directions: [5], specialties: [] },
      ...{ ...none, places: 3, langCourses: true, price: 12_000, rating: 3.8, rank: null },
    },
    {
      ...{ id: 6, type: 3, country: CHINA, city: null, ru: "Школа при Пекинском университете", en: null, ch: null },
      ...{ acronym: null, languages: [1], levels: [], directions: [], specialties: [] },
      ...{ ...none, price: 0, rating: 0, rank: null },
    },
    {
      ...{ id: 7, type: 2, country: JAPAN, city: null, ru: "Ёлочная академия", en: "Yolochnaya Academy", ch: null },
      ...{ acronym: "YA", languages: [1], levels: [3], directions: [3], specialties: [] },
      ...{ ...none, langCourses: true, price: 940_000, rating: 4.0, rank: 300 },
    },
    {
      ...{ id: 8, type: 1, country: CHINA, city: SHANGHAI, ru: "Елецкий институт", en: "Yelets Institute", ch: null },
      ...{ acronym: null, languages: [2], levels: [1], directions: [1], specialties: [102] },
      ...{ ...none, price: 12_000, rating: 4.1, rank: 17 },
    },
  ].map((row) => listed(row as Row)),
  // Japan has no rate: its academy's 940 000 ¥ has no rouble price, so it sorts last and no lowest price lists it.
  rates: [
    { currency: "CNY", rate_to_rub: 11.2, as_of: "2026-11-24" },
    { currency: "KRW", rate_to_rub: 0.056, as_of: "2026-11-24" },
  ],
  pages: [
    {
      path: "/universities/china/",
      seo: {
        title: "Университеты Китая",
        description: "Все университеты Китая с ценами и грантами.",
        keywords: null,
        h1: "Университеты Китая",
        canonical: null,
      },
    },
  ],
};

const criteria = (overrides: Partial<ListingCriteria>): ListingCriteria => ({ ...UNRESTRICTED_CRITERIA, ...overrides });
const RATING: ListingSort = { column: "rating", order: "desc" };
const search = (overrides: Partial<ListingCriteria>, rest: Partial<Omit<ListingSearch, "criteria">> = {}) => ({
  criteria: criteria(overrides),
  sort: RATING,
  page: 1,
  perPage: 100,
  ...rest,
});
const ids = (slice: ListingSlice): number[] => slice.cards.map((card) => card.id);
const counts = (entries: readonly { id: number; count: number }[]): Record<number, number> =>
  Object.fromEntries(entries.map((entry) => [entry.id, entry.count]));
/** Rouble prices of the fixture (CNY at 11.2, KRW at 0.056, three significant digits; Japan has no rate). */
const PRICE_RUB: Readonly<Record<number, number | null>> = {
  1: 280_000,
  2: 336_000,
  3: null,
  4: 224_000,
  5: 134_000,
  6: 0,
  7: null,
  8: 134_000,
};
const cardOf = (id: number): InstitutionCard | undefined => {
  const card = LISTING_FIXTURE.institutions.find((institution) => institution.card.id === id)?.card;
  return card === undefined ? undefined : { ...card, price_rub: PRICE_RUB[id] ?? null };
};

/** The behaviour every InstitutionListingRepository must have (run against memory and SQL over LISTING_FIXTURE). */
export function institutionListingContract(name: string, open: (dataset: ListingDataset) => Promise<ListingStore>) {
  describe(`InstitutionListingRepository contract: ${name}`, () => {
    let store: ListingStore;
    const list = (overrides: Partial<ListingCriteria>, rest: Partial<Omit<ListingSearch, "criteria">> = {}) =>
      store.listings.search(search(overrides, rest));
    beforeAll(async () => {
      store = await open(LISTING_FIXTURE);
    });
    afterAll(() => store.close());

    it("lists every institution by rating, best first, ties by id, with whole cards", async () => {
      const slice = await list({});
      expect(slice.total).toBe(8);
      expect(ids(slice)).toEqual([2, 1, 4, 3, 8, 7, 5, 6]);
      expect(slice.cards[1]).toEqual(cardOf(1));
      expect(slice.cards.map((card) => card.photo?.filename ?? null)).toEqual([
        null,
        "campus-3.jpg",
        null,
        null,
        null,
        null,
        null,
        null,
      ]);
      expect(slice.cards.map((card) => card.open_waves)).toEqual([
        false,
        true,
        true,
        false,
        false,
        false,
        false,
        false,
      ]);
    });

    it("sorts by the price in roubles, unknown ones (no price, no rate) last in either order", async () => {
      expect(ids(await list({}, { sort: { column: "price", order: "asc" } }))).toEqual([6, 5, 8, 4, 1, 2, 3, 7]);
      expect(ids(await list({}, { sort: { column: "price", order: "desc" } }))).toEqual([2, 1, 4, 5, 8, 6, 3, 7]);
    });

    it("gives every card its rouble price", async () => {
      const slice = await list({});
      expect(Object.fromEntries(slice.cards.map((card) => [card.id, card.price_rub]))).toEqual(PRICE_RUB);
      expect(slice.cards.find((card) => card.id === 4)?.price).toBe(4_000_000);
    });

    it("sorts by world ranking, unranked last, and by Russian title (Ё with Е)", async () => {
      expect(ids(await list({}, { sort: { column: "ranking", order: "asc" } }))).toEqual([1, 2, 8, 4, 7, 3, 5, 6]);
      expect(ids(await list({}, { sort: { column: "ranking", order: "desc" } }))).toEqual([7, 4, 2, 8, 1, 3, 5, 6]);
      expect(ids(await list({}, { sort: { column: "title", order: "asc" } }))).toEqual([8, 7, 1, 4, 2, 5, 3, 6]);
      expect(ids(await list({}, { sort: { column: "rating", order: "asc" } }))).toEqual([6, 5, 7, 3, 8, 1, 4, 2]);
    });

    it("pages through the same order; a page past the end is empty but keeps the total", async () => {
      expect(ids(await list({}, { page: 1, perPage: 3 }))).toEqual([2, 1, 4]);
      expect(ids(await list({}, { page: 3, perPage: 3 }))).toEqual([5, 6]);
      const past = await list({}, { page: 9, perPage: 3 });
      expect(past.cards).toEqual([]);
      expect(past.total).toBe(8);
      expect(ids(await list({ countries: [[1]] }, { page: 2, perPage: 2 }))).toEqual([3, 8]);
    });

    it("reads a clause as any of its ids and needs every clause", async () => {
      expect(ids(await list({ countries: [[1]] }))).toEqual([2, 1, 3, 8, 5, 6]);
      expect(ids(await list({ countries: [[2, 3]] }))).toEqual([4, 7]);
      expect(ids(await list({ cities: [[10]] }))).toEqual([2, 1]);
      expect(ids(await list({ languages: [[2]] }))).toEqual([2, 1, 4, 8]);
      expect(ids(await list({ languages: [[1], [2]] }))).toEqual([1]);
      expect(ids(await list({ programLevels: [[3]] }))).toEqual([7, 5]);
      expect(ids(await list({ directions: [[1, 5]] }))).toEqual([1, 4, 8, 5]);
      expect(ids(await list({ specialties: [[101]], countries: [[1]] }))).toEqual([2, 1]);
      expect(ids(await list({ types: [[2]] }))).toEqual([7, 5]);
      expect(ids(await list({ grantTypes: [[2]] }))).toEqual([2, 4]);
    });

    it("matches nothing for ids that do not exist or an empty clause", async () => {
      expect((await list({ countries: [[999]] })).total).toBe(0);
      expect((await list({ specialties: [[103]] })).total).toBe(0);
      expect((await list({ directions: [[]] })).total).toBe(0);
    });

    it("applies the flags and the lowest price", async () => {
      expect(ids(await list({ hasGrants: true }))).toEqual([1, 4]);
      expect(ids(await list({ isPartner: true }))).toEqual([1]);
      expect(ids(await list({ vacancies: true }))).toEqual([1, 4, 5]);
      expect(ids(await list({ langCourses: true }))).toEqual([7, 5]);
      expect(ids(await list({ priceMin: 134_000 }))).toEqual([2, 1, 4, 8, 5]);
      expect(ids(await list({ priceMin: 134_001 }))).toEqual([2, 1, 4]);
      // In roubles 4 000 000 ₩ is 224 000 ₽: below 250 000 ₽ although the raw number is far above it.
      expect(ids(await list({ priceMin: 250_000 }))).toEqual([2, 1]);
    });

    it("finds titles in Russian, English and Chinese and acronyms, ignoring case", async () => {
      expect(ids(await list({ titles: ["пекинск"] }))).toEqual([1, 6]);
      expect(ids(await list({ titles: ["ПЕКИНСКИЙ"] }))).toEqual([1]);
      expect(ids(await list({ titles: ["ёнсе"] }))).toEqual([4]);
      expect(ids(await list({ titles: ["PEKING"] }))).toEqual([1]);
      expect(ids(await list({ titles: ["北京"] }))).toEqual([1]);
      expect(ids(await list({ titles: ["pku"] }))).toEqual([1]);
      expect(ids(await list({ titles: ["thu"] }))).toEqual([2]);
      expect(ids(await list({ titles: ["university", "清华"] }))).toEqual([2]);
      expect(ids(await list({ titles: ["100%"] }))).toEqual([]);
      expect(ids(await list({ titles: ["_"] }))).toEqual([]);
    });

    it("counts facets unfiltered over every listed institution, leaving out unused values", async () => {
      const { facets, totalAvailablePlaces, availableLanguages } = await list({});
      expect(counts(facets.countries)).toEqual({ 1: 6, 2: 1, 3: 1 });
      expect(counts(facets.cities)).toEqual({ 10: 2, 11: 2, 12: 1, 20: 1 });
      expect(counts(facets.languages)).toEqual({ 1: 5, 2: 4, 3: 1 });
      expect(counts(facets.programLevels)).toEqual({ 1: 4, 2: 3, 3: 2 });
      expect(counts(facets.directions)).toEqual({ 1: 3, 2: 1, 3: 2, 4: 2, 5: 1 });
      expect(counts(facets.specialties)).toEqual({ 100: 3, 101: 2, 102: 1 });
      expect(facets.price).toEqual({ min: 0, max: 336_000 });
      expect(totalAvailablePlaces).toBe(20);
      expect(availableLanguages).toEqual([1, 2, 3]);
      const china = facets.countries.find((country) => country.id === 1);
      expect(china).toEqual({ ...LISTING_FIXTURE.countries[0], count: 6 });
      expect(facets.cities.find((city) => city.id === 12)).toEqual({ ...HEILONGJIANG, count: 1 });
      expect(facets.programLevels.find((level) => level.id === 3)).toEqual({
        id: 3,
        slug: "yazykovye-kursy",
        title: "Языковые курсы",
        rank: 1,
        count: 2,
      });
    });

    it("counts each facet under every other filter (disjunctive), and the result under all", async () => {
      const slice = await list({ countries: [[1]], languages: [[1]] });
      expect(ids(slice)).toEqual([1, 3, 5, 6]);
      expect(counts(slice.facets.countries)).toEqual({ 1: 4, 2: 0, 3: 1 });
      expect(counts(slice.facets.languages)).toEqual({ 1: 4, 2: 3, 3: 0 });
      expect(counts(slice.facets.cities)).toEqual({ 10: 1, 11: 1, 12: 1, 20: 0 });
      expect(counts(slice.facets.directions)).toEqual({ 1: 1, 2: 1, 3: 1, 4: 1, 5: 1 });
      expect(slice.availableLanguages).toEqual([1, 2]);
      expect(slice.availableProgramLevels).toEqual([1, 2, 3]);
      expect(slice.availableDirections).toEqual([1, 2, 3, 4, 5]);
      expect(slice.totalAvailablePlaces).toBe(15);
    });

    it("narrows every count by the non-facet filters and prices by all but the lowest price", async () => {
      const slice = await list({ types: [[1]], priceMin: 200_000 });
      expect(ids(slice)).toEqual([2, 1, 4]);
      expect(counts(slice.facets.countries)).toEqual({ 1: 2, 2: 1, 3: 0 });
      expect(slice.facets.price).toEqual({ min: 134_000, max: 336_000 });
      const nothing = await list({ countries: [[3]], priceMin: 1 });
      expect(nothing.total).toBe(0);
      expect(nothing.facets.price).toBeNull();
      expect(nothing.availableDirections).toEqual([]);
    });

    it("finds the stored SEO of a page by its path", async () => {
      expect(await store.listings.pageSeo("/universities/china/")).toEqual(LISTING_FIXTURE.pages[0]?.seo);
      expect(await store.listings.pageSeo("/universities/korea/")).toBeNull();
    });
  });
}
