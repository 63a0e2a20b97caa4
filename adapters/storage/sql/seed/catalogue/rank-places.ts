import type { InstitutionFact } from "./institution-fact";

const UNRANKED = Number.POSITIVE_INFINITY;

/**
 * The portal's own ranking of institutions that have a public rank: by QS place, then by national place.
 * Returns the place of each fact (by position), null for facts without any public rank.
 */
export const rankPlaces = (facts: readonly InstitutionFact[]): readonly (number | null)[] => {
  const ranked = facts
    .map((fact, index) => ({ index, qs: fact.qs ?? UNRANKED, national: fact.national ?? UNRANKED }))
    .filter((entry) => entry.qs !== UNRANKED || entry.national !== UNRANKED)
    .sort((a, b) => a.qs - b.qs || a.national - b.national || a.index - b.index);
  const places = new Map(ranked.map((entry, place) => [entry.index, place + 1]));
  return facts.map((_, index) => places.get(index) ?? null);
};
