import { describe, expect, it } from "vitest";
import { EMPTY_LISTING_QUERY, EMPTY_SECONDARY_FILTER } from "./listing-filter-defaults";
import type { ListingFilter } from "./listing-filter";
import { listingGridFilters } from "./listing-grid-filters";

const base: ListingFilter = {
  route: { type: "catalog", programLevel: null, country: null, city: null },
  query: EMPTY_LISTING_QUERY,
  secondary: EMPTY_SECONDARY_FILTER,
};

describe("listingGridFilters", () => {
  it("sends nothing for the bare catalog", () => {
    expect(listingGridFilters(base)).toEqual({});
  });

  it("puts both sets' own keys side by side", () => {
    expect(
      listingGridFilters({
        route: { ...base.route, type: "universities", country: { id: 1, slug: "china" } },
        query: { ...EMPTY_LISTING_QUERY, hasGrant: true, languages: [{ id: 2, slug: "english" }] },
        secondary: { ...EMPTY_SECONDARY_FILTER, typeGrants: ["scholarships"], priceFrom: 5000 },
      }),
    ).toEqual({ countries: "1", type: 1, has_grants: true, languages: "2", type_grants: "2", "price.min": 5000 });
  });

  it("keeps the ids both sets chose for a key they share, and matches nothing when they share none", () => {
    const china = { id: 1, slug: "china" };
    const korea = { id: 2, slug: "korea" };
    const withCountries = (first: ListingFilter["query"]["countries"], second: typeof first) =>
      listingGridFilters({
        ...base,
        query: { ...EMPTY_LISTING_QUERY, countries: first },
        secondary: { ...EMPTY_SECONDARY_FILTER, countries: second },
      }).countries;
    expect(withCountries([china, korea], [korea])).toBe("2");
    expect(withCountries([china], [korea])).toBe("0");
    expect(withCountries([], [korea])).toBe("2");
  });
});
