import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { facetsWithFilterArb } from "../../../tests/arbitraries/listing.arb";
import { listingHeading } from "./listing-heading";
import { LISTING_TYPE_NOUNS } from "./listing-names";

const genitive = (name: string) => `${name}-ген`;

/** Sample facets given names and, for some, case forms. */
const namedArb = facetsWithFilterArb.chain(({ facets, filter }) =>
  fc.boolean().map((withMorph) => ({
    filter,
    withMorph,
    facets: {
      countries: facets.countries.map((c) => ({
        id: c.id,
        name: c.name,
        morph: withMorph ? { genitive: genitive(c.name) } : null,
      })),
      cities: facets.cities.map((c) => ({
        id: c.id,
        name: c.name,
        morph: withMorph ? { genitive: genitive(c.name) } : null,
      })),
      degree_programs: facets.degree_programs,
    },
  })),
);

describe("listingHeading properties", () => {
  it("starts with the type's noun and names the path's most precise place", () => {
    fc.assert(
      fc.property(namedArb, ({ filter: { route }, facets, withMorph }) => {
        const heading = listingHeading(route, facets);
        expect(heading.startsWith(LISTING_TYPE_NOUNS[route.type])).toBe(true);
        const place = route.city
          ? facets.cities.find((city) => city.id === route.city?.id)
          : route.country
            ? facets.countries.find((country) => country.id === route.country?.id)
            : undefined;
        if (place) expect(heading).toContain(withMorph ? genitive(place.name) : `— ${place.name}`);
        expect(heading.includes(":")).toBe(route.programLevel !== null);
      }),
    );
  });
});
