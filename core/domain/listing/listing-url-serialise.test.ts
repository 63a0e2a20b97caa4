import { describe, expect, it } from "vitest";
import { EMPTY_LISTING_QUERY, EMPTY_SECONDARY_FILTER } from "./listing-filter-defaults";
import { serialiseListingUrl } from "./listing-url-serialise";

const route = { type: "catalog", programLevel: null, country: null, city: null } as const;

describe("serialiseListingUrl", () => {
  it("writes only the path when nothing is chosen", () => {
    expect(serialiseListingUrl({ route, query: EMPTY_LISTING_QUERY, secondary: EMPTY_SECONDARY_FILTER })).toBe(
      "/catalog/",
    );
  });

  it("writes the parameters in canonical order with slugs", () => {
    const url = serialiseListingUrl({
      route: { ...route, type: "universities", country: { id: 1, slug: "china" } },
      query: {
        ...EMPTY_LISTING_QUERY,
        title: "Пекин",
        specialties: [{ id: 7, slug: "economics" }],
        hasGrant: true,
        educationType: "colleges",
        cities: [
          { id: 10, slug: "beijing" },
          { id: 20, slug: "seoul" },
        ],
      },
      secondary: {
        ...EMPTY_SECONDARY_FILTER,
        priceFrom: 5000,
        typeGrants: ["grants"],
        typeEducations: ["colleges", "schools"],
        directions: [{ id: 5, slug: "medicine" }],
      },
    });
    expect(url).toBe(
      "/universities/china/?city=beijing,seoul&education_type=colleges&has_grant=true&specialties=economics" +
        "&title=%D0%9F%D0%B5%D0%BA%D0%B8%D0%BD&filter.type_educations=colleges,schools&filter.type_grants=grants" +
        "&filter.directions=medicine&filter.price_from=5000",
    );
  });

  it("leaves out the catalog education type, false flags and price_from 0", () => {
    const url = serialiseListingUrl({
      route,
      query: { ...EMPTY_LISTING_QUERY, educationType: "catalog", partners: false, title: "  " },
      secondary: { ...EMPTY_SECONDARY_FILTER, priceFrom: 0 },
    });
    expect(url).toBe("/catalog/");
  });
});
