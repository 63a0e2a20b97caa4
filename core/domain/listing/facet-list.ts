import type { FacetRef } from "./listing-filter";

type Identified = { readonly id: number; readonly slug: string };

const ID = /^\d+$/;

/** Splits a comma list, trimming items and dropping empty ones. */
const splitCommaList = (text: string): readonly string[] =>
  text
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");

/**
 * Resolves a comma list of slugs or ids against the allowed facets (spec 2, spec 5).
 * A slug match wins over an id match; unknown items are dropped. The result follows the
 * facets' order and has no repeats, so the same choice always gives the same list.
 */
export const resolveFacetList = (text: string | undefined, facets: readonly Identified[]): readonly FacetRef[] => {
  const items = new Set(splitCommaList(text ?? ""));
  const bySlug = new Set(facets.filter((facet) => items.has(facet.slug)).map((facet) => facet.slug));
  const ids = new Set([...items].filter((item) => ID.test(item) && !bySlug.has(item)).map(Number));
  return facets
    .filter((facet) => bySlug.has(facet.slug) || ids.has(facet.id))
    .map((facet) => ({ id: facet.id, slug: facet.slug }));
};
