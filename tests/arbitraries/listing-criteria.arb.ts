import fc from "fast-check";
import { UNRESTRICTED_CRITERIA } from "../../core/application/listing/unrestricted-criteria";
import type { IdClauses, ListingCriteria, ListingSearch } from "../../core/ports/institution-listing-repository.port";

/** The ids a generated filter draws from: the dataset's own, plus some that match nothing. */
export type CriteriaPools = {
  readonly countries: readonly number[];
  readonly cities: readonly number[];
  readonly languages: readonly number[];
  readonly programLevels: readonly number[];
  readonly directions: readonly number[];
  readonly specialties: readonly number[];
  /** Texts the title filter may look for (titles and acronyms of the dataset). */
  readonly titles: readonly string[];
  readonly prices: readonly number[];
};

const MISSING_ID = 99_999;

/** One or two clauses of one to three ids, rarely an empty clause (which matches nothing). */
const clausesArb = (pool: readonly number[]): fc.Arbitrary<IdClauses> => {
  const id = fc.constantFrom(...pool, MISSING_ID);
  const clause = fc.oneof(
    { arbitrary: fc.uniqueArray(id, { minLength: 1, maxLength: 3 }), weight: 12 },
    { arbitrary: fc.constant([]), weight: 1 },
  );
  return fc.oneof(
    { arbitrary: fc.array(clause, { minLength: 1, maxLength: 1 }), weight: 3 },
    { arbitrary: fc.array(clause, { minLength: 2, maxLength: 2 }), weight: 1 },
  );
};

/** A piece of a known title or acronym with its letters' case changed, or a text no title has. */
const needleArb = (titles: readonly string[]): fc.Arbitrary<string> =>
  fc.oneof(
    {
      arbitrary: fc
        .record({
          text: fc.constantFrom(...titles),
          from: fc.nat(),
          length: fc.integer({ min: 1, max: 8 }),
          upper: fc.boolean(),
        })
        .map(({ text, from, length, upper }) => {
          const chars = Array.from(text);
          const start = from % Math.max(1, chars.length);
          const piece = chars.slice(start, start + length).join("");
          return upper ? piece.toUpperCase() : piece;
        }),
      weight: 5,
    },
    { arbitrary: fc.constantFrom("zzq", "щщщ", "%", "_", "a_b"), weight: 1 },
  );

const KEYS = [
  "countries",
  "cities",
  "languages",
  "programLevels",
  "directions",
  "specialties",
  "types",
  "grantTypes",
  "hasGrants",
  "isPartner",
  "vacancies",
  "langCourses",
  "titles",
  "priceMin",
] as const satisfies readonly (keyof ListingCriteria)[];

/** Criteria restricting up to three attributes (more would mostly find nothing in a small dataset). */
export const listingCriteriaArb = (pools: CriteriaPools): fc.Arbitrary<ListingCriteria> =>
  fc
    .record({
      active: fc.subarray([...KEYS], { maxLength: 3 }),
      restricted: fc.record({
        countries: clausesArb(pools.countries),
        cities: clausesArb(pools.cities),
        languages: clausesArb(pools.languages),
        programLevels: clausesArb(pools.programLevels),
        directions: clausesArb(pools.directions),
        specialties: clausesArb(pools.specialties),
        types: clausesArb([1, 2, 3]),
        grantTypes: clausesArb([1, 2]),
        hasGrants: fc.constant(true),
        isPartner: fc.constant(true),
        vacancies: fc.constant(true),
        langCourses: fc.constant(true),
        titles: fc.array(needleArb(pools.titles), { minLength: 1, maxLength: 2 }),
        priceMin: fc.constantFrom(...pools.prices, 1),
      }),
    })
    .map(({ active, restricted }) => ({
      ...UNRESTRICTED_CRITERIA,
      ...Object.fromEntries(active.map((key) => [key, restricted[key]])),
    }));

export const listingSearchArb = (pools: CriteriaPools): fc.Arbitrary<ListingSearch> =>
  fc.record({
    criteria: listingCriteriaArb(pools),
    sort: fc.record({
      column: fc.constantFrom("rating", "price", "ranking", "title"),
      order: fc.constantFrom("asc", "desc"),
    }),
    page: fc.oneof({ arbitrary: fc.constant(1), weight: 3 }, { arbitrary: fc.integer({ min: 2, max: 4 }), weight: 1 }),
    perPage: fc.integer({ min: 1, max: 30 }),
  });
