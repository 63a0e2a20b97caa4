import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { facetListTextArb, namedFacetsArb } from "../../../tests/arbitraries/listing.arb";
import { resolveFacetList } from "./facet-list";

const listCase = namedFacetsArb.chain((facets) => facetListTextArb(facets).map((text) => ({ facets, text })));

describe("resolveFacetList properties", () => {
  it("keeps only known facets, in facet order, each once", () => {
    fc.assert(
      fc.property(listCase, ({ facets, text }) => {
        const refs = resolveFacetList(text, facets);
        const positions = refs.map((ref) => facets.findIndex((f) => f.id === ref.id && f.slug === ref.slug));
        expect(positions.every((position) => position >= 0)).toBe(true);
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
        expect(new Set(positions).size).toBe(positions.length);
      }),
    );
  });

  it("finds every facet named by its slug", () => {
    fc.assert(
      fc.property(
        namedFacetsArb.chain((facets) => fc.subarray([...facets]).map((chosen) => ({ facets, chosen }))),
        ({ facets, chosen }) => {
          const text = chosen.map((facet) => facet.slug).join(",");
          expect(resolveFacetList(text, facets)).toEqual(chosen.map(({ id, slug }) => ({ id, slug })));
        },
      ),
    );
  });

  it("does not depend on the order or repetition of items", () => {
    fc.assert(
      fc.property(listCase, ({ facets, text }) => {
        const items = text.split(",");
        const shuffled = [...items, ...items].reverse().join(",");
        expect(resolveFacetList(shuffled, facets)).toEqual(resolveFacetList(text, facets));
      }),
    );
  });

  it("agrees with a plain model: a slug, or else a decimal id", () => {
    fc.assert(
      fc.property(listCase, ({ facets, text }) => {
        const items = text.split(",").map((item) => item.trim());
        const isSlug = (item: string) => facets.some((facet) => facet.slug === item);
        const expected = facets.filter(
          (facet) =>
            items.includes(facet.slug) ||
            items.some((item) => /^\d+$/.test(item) && Number(item) === facet.id && !isSlug(item)),
        );
        expect(resolveFacetList(text, facets)).toEqual(expected.map(({ id, slug }) => ({ id, slug })));
      }),
    );
  });
});
