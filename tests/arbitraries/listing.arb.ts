import fc from "fast-check";
import type { CityFacet, CountryFacet, ListingFacets, NamedFacet } from "../../core/domain/listing/facets";
import { GRANT_TYPES } from "../../core/domain/listing/grant-type";
import type {
  FacetRef,
  ListingFilter,
  ListingQuery,
  ListingRoute,
  ProgramLevel,
  SecondaryFilter,
} from "../../core/domain/listing/listing-filter";
import { INSTITUTION_TYPES, LISTING_TYPES } from "../../core/domain/listing/listing-type";

const SLUG_WORDS = [
  "china",
  "korea",
  "japan",
  "beijing",
  "shanghai",
  "harbin",
  "xian",
  "dalian",
  "guangdong",
  "bachelor",
  "master",
  "phd",
  "foundation",
  "english",
  "chinese",
  "business",
  "medicine",
  "art-and-design",
] as const;

const NAMES = [
  "Китай",
  "Корея",
  "Япония",
  "Пекин",
  "Шанхай",
  "Харбин",
  "Ёсу",
  "ёж",
  "Ухань",
  "Гуандун",
  "Алматы",
  "Сиань",
];

/** Facet slugs: words, words with a number, and plain numbers (to meet ids that look the same). */
export const slugArb = fc.oneof(
  fc.constantFrom(...SLUG_WORDS),
  fc.tuple(fc.constantFrom(...SLUG_WORDS), fc.integer({ min: 1, max: 999 })).map(([word, n]) => `${word}-${n}`),
  fc.integer({ min: 1, max: 60 }).map(String),
);

const idArb = fc.integer({ min: 1, max: 60 });
const countArb = fc.integer({ min: 0, max: 500 });
const sameIdOrSlug = (a: { id: number; slug: string }, b: { id: number; slug: string }): boolean =>
  a.id === b.id || a.slug === b.slug;

/** A list of named facets with unique ids and unique slugs. */
export const namedFacetsArb: fc.Arbitrary<readonly NamedFacet[]> = fc.uniqueArray(
  fc.record({ id: idArb, slug: slugArb, title: fc.constantFrom("Бакалавриат", "Магистратура", "Бизнес", "Медицина") }),
  { comparator: sameIdOrSlug, maxLength: 8 },
);

export const countryFacetsArb: fc.Arbitrary<readonly CountryFacet[]> = fc.uniqueArray(
  fc.record({
    id: idArb,
    slug: slugArb,
    name: fc.constantFrom(...NAMES),
    morph: fc.constant(null),
    institutions_count: countArb,
    currency: fc.constantFrom({ code: "CNY", symbol: "¥" }, { code: "KRW", symbol: "₩" }),
  }),
  { comparator: sameIdOrSlug, maxLength: 6 },
);

/** Cities that mostly lie in the given countries; some name a country that is not there. */
export const cityFacetsArb = (countries: readonly CountryFacet[]): fc.Arbitrary<readonly CityFacet[]> =>
  fc.uniqueArray(
    fc.record({
      id: idArb,
      slug: slugArb,
      name: fc.constantFrom(...NAMES),
      morph: fc.constant(null),
      country_id:
        countries.length === 0
          ? idArb
          : fc.oneof(
              { arbitrary: fc.constantFrom(...countries.map((c) => c.id)), weight: 4 },
              { arbitrary: idArb, weight: 1 },
            ),
      is_province: fc.boolean(),
      institutions_count: countArb,
    }),
    { comparator: sameIdOrSlug, maxLength: 10 },
  );

export const listingFacetsArb: fc.Arbitrary<ListingFacets> = countryFacetsArb.chain((countries) =>
  fc.record(
    {
      countries: fc.constant(countries),
      cities: cityFacetsArb(countries),
      lang_instructions: namedFacetsArb,
      degree_programs: namedFacetsArb,
      directions: namedFacetsArb,
      specialties: namedFacetsArb,
      price: fc.record({ min: fc.integer({ min: 0, max: 50_000 }) }),
    },
    { requiredKeys: ["countries", "cities", "lang_instructions", "degree_programs", "directions", "specialties"] },
  ),
);

const refOf = (facet: { id: number; slug: string }): FacetRef => ({ id: facet.id, slug: facet.slug });
const refsArb = (facets: readonly { id: number; slug: string }[]) => fc.subarray(facets.map(refOf));
const optionalRefArb = (facets: readonly { id: number; slug: string }[]): fc.Arbitrary<FacetRef | null> =>
  facets.length === 0 ? fc.constant(null) : fc.option(fc.constantFrom(...facets.map(refOf)), { nil: null });

const TITLE_CHARS = [..."abcXYZ019ёжЩКит&=+%,#?/.-_😀"];

/** A title as the filter keeps it: trimmed, at most 100 code points, with characters that need escaping. */
export const listingTitleArb = fc.oneof(
  fc.constant(""),
  fc.constantFrom(...TITLE_CHARS),
  fc
    .tuple(
      fc.constantFrom(...TITLE_CHARS),
      fc.array(fc.constantFrom(...TITLE_CHARS, " "), { maxLength: 98 }),
      fc.constantFrom(...TITLE_CHARS),
    )
    .map(([first, middle, last]) => `${first}${middle.join("")}${last}`),
);

const programLevelArb = (facets: ListingFacets): fc.Arbitrary<ProgramLevel | null> =>
  fc.oneof(
    fc.constant(null),
    fc.constant({ _tag: "LanguageCourse" } as const),
    optionalRefArb(facets.degree_programs).map((program) =>
      program === null ? null : ({ _tag: "DegreeProgram", program } as const),
    ),
  );

export const listingRouteArb = (facets: ListingFacets): fc.Arbitrary<ListingRoute> =>
  fc
    .record({
      type: fc.constantFrom(...LISTING_TYPES),
      programLevel: programLevelArb(facets),
      country: optionalRefArb(facets.countries),
    })
    .chain((route) =>
      (route.country === null
        ? fc.constant(null)
        : optionalRefArb(facets.cities.filter((city) => city.country_id === route.country?.id))
      ).map((city) => ({ ...route, city })),
    );

export const listingQueryArb = (facets: ListingFacets): fc.Arbitrary<ListingQuery> =>
  fc.record({
    countries: refsArb(facets.countries),
    cities: refsArb(facets.cities),
    educationType: fc.constantFrom(...LISTING_TYPES),
    hasGrant: fc.boolean(),
    partners: fc.boolean(),
    vacancies: fc.boolean(),
    langCourses: fc.boolean(),
    directions: refsArb(facets.directions),
    programLevels: refsArb(facets.degree_programs),
    languages: refsArb(facets.lang_instructions),
    specialties: refsArb(facets.specialties),
    title: listingTitleArb,
  });

/** price_from is 0 or a whole number at or above the allowed minimum (and above 0). */
export const priceFromArb = (allowedMin: number): fc.Arbitrary<number> =>
  fc.oneof(fc.constant(0), fc.integer({ min: Math.max(1, allowedMin), max: 10_000_000 }));

export const secondaryFilterArb = (facets: ListingFacets): fc.Arbitrary<SecondaryFilter> =>
  fc.record({
    typeEducations: fc.subarray([...INSTITUTION_TYPES]),
    degreePrograms: refsArb(facets.degree_programs),
    typeGrants: fc.subarray([...GRANT_TYPES]),
    langInstructions: refsArb(facets.lang_instructions),
    directions: refsArb(facets.directions),
    cities: refsArb(facets.cities),
    countries: refsArb(facets.countries),
    priceFrom: priceFromArb(facets.price?.min ?? 0),
  });

export const listingFilterArb = (facets: ListingFacets): fc.Arbitrary<ListingFilter> =>
  fc.record({ route: listingRouteArb(facets), query: listingQueryArb(facets), secondary: secondaryFilterArb(facets) });

/** Facets together with a valid filter over them. */
export const facetsWithFilterArb = listingFacetsArb.chain((facets) =>
  listingFilterArb(facets).map((filter) => ({ facets, filter })),
);

/** Items a URL may carry for a facet list: its slugs, its ids, unknown slugs and ids, and junk. */
export const facetTokenArb = (facets: readonly { id: number; slug: string }[]): fc.Arbitrary<string> =>
  fc.oneof(
    ...(facets.length === 0
      ? []
      : [fc.constantFrom(...facets.map((facet) => facet.slug)), fc.constantFrom(...facets.map((f) => String(f.id)))]),
    slugArb,
    fc.integer({ min: 0, max: 100 }).map(String),
    fc.string({ maxLength: 6 }),
  );

/** A raw comma list as it may appear in a URL. */
export const facetListTextArb = (facets: readonly { id: number; slug: string }[]): fc.Arbitrary<string> =>
  fc.array(facetTokenArb(facets), { maxLength: 6 }).map((items) => items.join(","));

/** Fixed facets for example tests: China with cities and a province, Korea, Japan without cities, an orphan city. */
export const SAMPLE_FACETS: ListingFacets = {
  countries: [
    {
      id: 1,
      slug: "china",
      name: "Китай",
      morph: null,
      institutions_count: 120,
      currency: { code: "CNY", symbol: "¥" },
    },
    {
      id: 2,
      slug: "korea",
      name: "Корея",
      morph: null,
      institutions_count: 15,
      currency: { code: "KRW", symbol: "₩" },
    },
    {
      id: 3,
      slug: "japan",
      name: "Япония",
      morph: null,
      institutions_count: 0,
      currency: { code: "JPY", symbol: "¥" },
    },
  ],
  cities: [
    { id: 10, slug: "beijing", name: "Пекин", morph: null, country_id: 1, is_province: false, institutions_count: 40 },
    {
      id: 11,
      slug: "shanghai",
      name: "Шанхай",
      morph: null,
      country_id: 1,
      is_province: false,
      institutions_count: 30,
    },
    {
      id: 12,
      slug: "heilongjiang",
      name: "Хэйлунцзян",
      morph: null,
      country_id: 1,
      is_province: true,
      institutions_count: 12,
    },
    { id: 20, slug: "seoul", name: "Сеул", morph: null, country_id: 2, is_province: false, institutions_count: 15 },
    { id: 30, slug: "almaty", name: "Алматы", morph: null, country_id: 99, is_province: false, institutions_count: 3 },
  ],
  lang_instructions: [
    { id: 1, slug: "english", title: "Английский" },
    { id: 2, slug: "chinese", title: "Китайский" },
    { id: 3, slug: "russian", title: "Русский" },
  ],
  degree_programs: [
    { id: 1, slug: "bachelor", title: "Бакалавриат" },
    { id: 2, slug: "master", title: "Магистратура" },
    { id: 3, slug: "phd", title: "Аспирантура" },
  ],
  directions: [
    { id: 1, slug: "business", title: "Бизнес" },
    { id: 2, slug: "humanitarian", title: "Гуманитарные науки" },
    { id: 3, slug: "art-and-design", title: "Искусство и дизайн" },
    { id: 4, slug: "science-and-engineering", title: "Наука и инженерия" },
    { id: 5, slug: "medicine", title: "Медицина" },
  ],
  specialties: [
    { id: 7, slug: "economics", title: "Экономика" },
    { id: 8, slug: "3", title: "Специальность с числовым слагом" },
  ],
  price: { min: 1000 },
};
