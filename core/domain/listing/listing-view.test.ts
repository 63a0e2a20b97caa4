import { describe, expect, it } from "vitest";
import { SAMPLE_FACETS } from "../../../tests/arbitraries/listing.arb";
import { EMPTY_LISTING_QUERY, EMPTY_SECONDARY_FILTER } from "./listing-filter-defaults";
import { parseListingView } from "./listing-view";
import { embeddedListingUrl, listingViewUrl } from "./listing-view-url";

describe("parseListingView", () => {
  it("reads the filter, the order and the page count", () => {
    expect(
      parseListingView(
        { pathname: "/universities/china/", search: "?has_grant=true&sort=price&page=3" },
        SAMPLE_FACETS,
      ),
    ).toEqual({
      ok: true,
      value: {
        filter: {
          route: { type: "universities", programLevel: null, country: { id: 1, slug: "china" }, city: null },
          query: { ...EMPTY_LISTING_QUERY, hasGrant: true },
          secondary: EMPTY_SECONDARY_FILTER,
        },
        sort: "price",
        page: 3,
      },
    });
  });

  it("drops an unknown order or page and keeps the error value of a bad path", () => {
    const view = parseListingView({ pathname: "/catalog/", search: "?sort=cheap&page=zero" }, SAMPLE_FACETS);
    expect(view.ok && { sort: view.value.sort, page: view.value.page }).toEqual({ sort: "rating", page: 1 });
    expect(parseListingView({ pathname: "/catalog/atlantis/", search: "" }, SAMPLE_FACETS)).toEqual({
      ok: false,
      error: { _tag: "UnknownCountry", slug: "atlantis" },
    });
  });
});

describe("listingViewUrl", () => {
  const filter = {
    route: { type: "catalog", programLevel: null, country: null, city: null },
    query: { ...EMPTY_LISTING_QUERY, hasGrant: true },
    secondary: EMPTY_SECONDARY_FILTER,
  } as const;

  it("writes sort and page after the filter and leaves out the defaults", () => {
    expect(listingViewUrl({ filter, sort: "ranking", page: 2 })).toBe("/catalog/?has_grant=true&sort=ranking&page=2");
    expect(listingViewUrl({ filter, sort: "rating", page: 1 })).toBe("/catalog/?has_grant=true");
    expect(listingViewUrl({ filter: { ...filter, query: EMPTY_LISTING_QUERY }, sort: "price", page: 1 })).toBe(
      "/catalog/?sort=price",
    );
  });

  it("keeps the parameters that are not the listing's at the end", () => {
    expect(listingViewUrl({ filter, sort: "rating", page: 1 }, "utm_source=vk")).toBe(
      "/catalog/?has_grant=true&utm_source=vk",
    );
    expect(embeddedListingUrl("/magistratura/", { sort: "rating", page: 1 }, "gclid=1")).toBe("/magistratura/?gclid=1");
    expect(embeddedListingUrl("/magistratura/", { sort: "price", page: 4 })).toBe("/magistratura/?sort=price&page=4");
  });
});
