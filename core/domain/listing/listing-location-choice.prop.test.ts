import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { facetsWithFilterArb } from "../../../tests/arbitraries/listing.arb";
import { canonicalListingFilter } from "./listing-canonical";
import { withLocation } from "./listing-location-choice";

type Ref = { readonly id: number; readonly slug: string };
const refArb = (refs: readonly Ref[]): fc.Arbitrary<Ref | null> =>
  refs.length === 0
    ? fc.constant(null)
    : fc.option(fc.constantFrom(...refs.map(({ id, slug }) => ({ id, slug }))), { nil: null });

/** A filter and a place of the menu: a country or none, and maybe one of its cities. */
const choiceArb = facetsWithFilterArb.chain(({ facets, filter }) =>
  refArb(facets.countries)
    .chain((country) =>
      (country === null
        ? fc.constant(null)
        : refArb(facets.cities.filter((city) => city.country_id === country.id))
      ).map((city) => (country === null ? null : { country, city })),
    )
    .map((choice) => ({ facets, filter, choice })),
);

describe("withLocation properties", () => {
  it("gives a canonical location with exactly the chosen place, other choices untouched", () => {
    fc.assert(
      fc.property(choiceArb, ({ facets, filter, choice }) => {
        const view = { filter: canonicalListingFilter(filter, facets), sort: "rating" as const, page: 4 };
        const chosen = withLocation(view, choice?.country ?? null, choice?.city ?? null);
        expect(chosen.page).toBe(1);
        expect(chosen.filter.route.country).toEqual(choice?.country ?? null);
        expect(chosen.filter.route.city).toEqual(choice?.city ?? null);
        expect(canonicalListingFilter(chosen.filter, facets)).toEqual(chosen.filter);
        expect({ ...chosen.filter.query, countries: [], cities: [] }).toEqual({
          ...view.filter.query,
          countries: [],
          cities: [],
        });
      }),
    );
  });
});
