import { describe, expect, it } from "vitest";
import { EMPTY_LISTING_QUERY, EMPTY_SECONDARY_FILTER } from "./listing-filter-defaults";
import { withLocation } from "./listing-location-choice";
import type { ListingView } from "./listing-view";
import { listingViewUrl } from "./listing-view-url";

const view: ListingView = {
  filter: {
    route: { type: "universities", programLevel: null, country: null, city: null },
    query: {
      ...EMPTY_LISTING_QUERY,
      countries: [
        { id: 1, slug: "china" },
        { id: 2, slug: "korea" },
      ],
      hasGrant: true,
    },
    secondary: EMPTY_SECONDARY_FILTER,
  },
  sort: "price",
  page: 3,
};

describe("withLocation", () => {
  it("replaces every location choice by the chosen country and city, in the path", () => {
    const china = { id: 1, slug: "china" };
    expect(listingViewUrl(withLocation(view, china, { id: 10, slug: "beijing" }))).toBe(
      "/universities/china/beijing/?has_grant=true&sort=price",
    );
    expect(listingViewUrl(withLocation(view, china))).toBe("/universities/china/?has_grant=true&sort=price");
  });

  it("clears the location for every country", () => {
    expect(listingViewUrl(withLocation(view, null, { id: 10, slug: "beijing" }))).toBe(
      "/universities/?has_grant=true&sort=price",
    );
  });
});
