import { describe, expect, it } from "vitest";
import { SAMPLE_FACETS } from "../../../tests/arbitraries/listing.arb";
import { resolveFacetList } from "./facet-list";

describe("resolveFacetList", () => {
  it("resolves slugs and ids in facet order without repeats", () => {
    expect(resolveFacetList("medicine,1,business, 3", SAMPLE_FACETS.directions)).toEqual([
      { id: 1, slug: "business" },
      { id: 3, slug: "art-and-design" },
      { id: 5, slug: "medicine" },
    ]);
  });

  it("drops unknown items, empty items and a missing parameter", () => {
    expect(resolveFacetList("law,,42,Business", SAMPLE_FACETS.directions)).toEqual([]);
    expect(resolveFacetList(undefined, SAMPLE_FACETS.directions)).toEqual([]);
    expect(resolveFacetList("", SAMPLE_FACETS.directions)).toEqual([]);
  });

  it("prefers a slug that looks like a number over an id", () => {
    expect(resolveFacetList("3", SAMPLE_FACETS.specialties)).toEqual([{ id: 8, slug: "3" }]);
    expect(resolveFacetList("7", SAMPLE_FACETS.specialties)).toEqual([{ id: 7, slug: "economics" }]);
  });
});
