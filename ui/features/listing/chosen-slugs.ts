import type { FacetRef } from "../../../core/domain/listing/listing-filter";

/** The slugs of the chosen facet values, as a filter group checks its boxes by them (a null ref chooses nothing). */
export const chosenSlugs = (refs: readonly (FacetRef | null)[]): ReadonlySet<string> =>
  new Set(refs.flatMap((ref) => (ref === null ? [] : [ref.slug])));
