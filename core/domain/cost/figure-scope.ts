import type { CostFigure } from "./cost-figure";

/** Where a stored figure applies: a whole country, one of its cities, or one institution. */
export type FigureScope = Readonly<{ country_id: number; city_id: number | null; institution_id: number | null }>;

export type ScopedCostFigure = CostFigure & Readonly<{ scope: FigureScope }>;

/** The place of a calculation: the city, its country and the chosen institution (null: none). */
export type CostPlace = Readonly<{ country_id: number; city_id: number; institution_id: number | null }>;

const rank = (scope: FigureScope, place: CostPlace): number | null => {
  if (scope.country_id !== place.country_id) return null;
  if (scope.institution_id !== null) return scope.institution_id === place.institution_id ? 0 : null;
  if (scope.city_id !== null) return scope.city_id === place.city_id ? 1 : null;
  return 2;
};

/**
 * The figures that apply at a place, one per item, the most specific first: the institution's own, then the city's,
 * then the country's (a tie keeps the earlier figure). The scope is dropped.
 */
export const figuresAt = (figures: readonly ScopedCostFigure[], place: CostPlace): readonly CostFigure[] => {
  const best = new Map<string, { rank: number; figure: ScopedCostFigure }>();
  for (const figure of figures) {
    const at = rank(figure.scope, place);
    const known = best.get(figure.item);
    if (at !== null && (known === undefined || at < known.rank)) best.set(figure.item, { rank: at, figure });
  }
  return [...best.values()].map(({ figure: { scope: _scope, ...figure } }) => figure);
};
