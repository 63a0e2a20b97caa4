import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { costFigureArb } from "../../../tests/arbitraries/cost.arb";
import { type CostPlace, figuresAt, type ScopedCostFigure } from "./figure-scope";

const small = fc.integer({ min: 1, max: 3 });
const scopedArb: fc.Arbitrary<ScopedCostFigure> = fc
  .tuple(costFigureArb, small, fc.option(small), fc.option(small))
  .map(([figure, country_id, city_id, institution_id]) => ({
    ...figure,
    scope: { country_id, city_id, institution_id },
  }));
const placeArb: fc.Arbitrary<CostPlace> = fc.record({
  country_id: small,
  city_id: small,
  institution_id: fc.option(small),
});

const rankOf = (figure: ScopedCostFigure, place: CostPlace): number | null => {
  const { scope } = figure;
  if (scope.country_id !== place.country_id) return null;
  if (scope.institution_id !== null) return scope.institution_id === place.institution_id ? 0 : null;
  if (scope.city_id !== null) return scope.city_id === place.city_id ? 1 : null;
  return 2;
};

describe("figuresAt (properties)", () => {
  it("answers each applicable item once, with a figure of the most specific scope that has one", () => {
    fc.assert(
      fc.property(fc.array(scopedArb, { maxLength: 20 }), placeArb, (figures, place) => {
        const chosen = figuresAt(figures, place);
        const items = chosen.map((figure) => figure.item);
        expect(new Set(items).size).toBe(items.length);
        const applicable = figures.filter((figure) => rankOf(figure, place) !== null);
        expect(new Set(items)).toEqual(new Set(applicable.map((figure) => figure.item)));
        for (const figure of chosen) {
          const ranks = applicable
            .filter((other) => other.item === figure.item)
            .map((other) => rankOf(other, place) ?? 9);
          const winner = applicable.find(
            (other) => other.item === figure.item && rankOf(other, place) === Math.min(...ranks),
          );
          expect(winner === undefined ? undefined : { ...winner, scope: undefined }).toEqual({
            ...figure,
            scope: undefined,
          });
        }
      }),
    );
  });
});
