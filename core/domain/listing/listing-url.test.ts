import { describe, expect, it } from "vitest";
import { SAMPLE_FACETS } from "../../../tests/arbitraries/listing.arb";
import { EMPTY_LISTING_QUERY, EMPTY_SECONDARY_FILTER } from "./listing-filter-defaults";
import { parseListingUrl } from "./listing-url";

describe("parseListingUrl", () => {
  it("reads the path, the query and the second set together", () => {
    const result = parseListingUrl(
      { pathname: "/catalog/pl-language-course/china/", search: "?partners=true&filter.price_from=2000" },
      SAMPLE_FACETS,
    );
    expect(result).toEqual({
      ok: true,
      value: {
        route: {
          type: "catalog",
          programLevel: { _tag: "LanguageCourse" },
          country: { id: 1, slug: "china" },
          city: null,
        },
        query: { ...EMPTY_LISTING_QUERY, partners: true },
        secondary: { ...EMPTY_SECONDARY_FILTER, priceFrom: 2000 },
      },
    });
  });

  it("answers an error value for a path that is no listing", () => {
    expect(parseListingUrl({ pathname: "/catalog", search: "" }, SAMPLE_FACETS)).toEqual({
      ok: false,
      error: { _tag: "NotListingPath", path: "/catalog" },
    });
    expect(parseListingUrl({ pathname: "/catalog/pl-doctor/", search: "" }, SAMPLE_FACETS)).toEqual({
      ok: false,
      error: { _tag: "UnknownProgramLevel", slug: "doctor" },
    });
  });

  it("drops bad query values without failing", () => {
    const result = parseListingUrl({ pathname: "/schools/", search: "?country=mars&has_grant=yes" }, SAMPLE_FACETS);
    expect(result.ok && result.value.query).toEqual(EMPTY_LISTING_QUERY);
  });
});
