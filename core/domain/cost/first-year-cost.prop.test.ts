import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { costChoiceArb, costFiguresArb } from "../../../tests/arbitraries/cost.arb";
import { exchangeRatesArb } from "../../../tests/arbitraries/exchange-rate.arb";
import { FIGURE_ITEMS } from "./cost-item";
import { firstYearCost } from "./first-year-cost";

const choiceArb = fc.option(costChoiceArb);

describe("firstYearCost (properties)", () => {
  it("totals exactly the sum of its priced lines, in whole roubles", () => {
    fc.assert(
      fc.property(choiceArb, costFiguresArb, exchangeRatesArb, (choice, figures, rates) => {
        const cost = firstYearCost(choice, figures, rates);
        const priced = cost.lines.flatMap((line) => (line._tag === "Priced" ? [line.roubles] : []));
        expect(priced.every(Number.isSafeInteger)).toBe(true);
        expect(cost.total).toBe(priced.reduce((a, b) => a + b, 0));
        expect(cost.complete).toBe(cost.lines.every((line) => line._tag === "Priced"));
      }),
    );
  });

  it("never lets the grant take tuition below zero", () => {
    fc.assert(
      fc.property(costChoiceArb, exchangeRatesArb, (choice, rates) => {
        const lines = firstYearCost(choice, [], rates).lines;
        const tuition = lines.find((line) => line.item === "tuition");
        const grant = lines.find((line) => line.item === "grant");
        if (grant?._tag !== "Priced" || tuition?._tag !== "Priced") return;
        expect(grant.roubles).toBeLessThanOrEqual(0);
        expect(tuition.roubles + grant.roubles).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it("shows every figure item once, and one without a figure as missing, never as 0", () => {
    fc.assert(
      fc.property(choiceArb, costFiguresArb, exchangeRatesArb, (choice, figures, rates) => {
        const lines = firstYearCost(choice, figures, rates).lines;
        for (const item of FIGURE_ITEMS) {
          const of = lines.filter((line) => line.item === item);
          expect(of).toHaveLength(1);
          if (!figures.some((figure) => figure.item === item))
            expect(of[0]).toEqual({ _tag: "Missing", item, reason: "NoFigure" });
        }
      }),
    );
  });

  it("prices a rouble figure at its own amount times the payments of the first year", () => {
    fc.assert(
      fc.property(costFiguresArb, (figures) => {
        const rub = figures.map((figure) => ({ ...figure, currency: "RUB" as const }));
        const lines = firstYearCost(null, rub, []).lines;
        for (const figure of rub) {
          const line = lines.find((candidate) => candidate.item === figure.item);
          const times = figure.period === "month" ? 12 : 1;
          expect(line).toMatchObject({ _tag: "Priced", roubles: figure.amount * times });
        }
      }),
    );
  });

  it("misses a foreign figure without a rate rather than guessing one (a free one needs none)", () => {
    fc.assert(
      fc.property(costFiguresArb, (figures) => {
        const lines = firstYearCost(null, figures, []).lines;
        for (const figure of figures.filter((candidate) => candidate.currency !== "RUB" && candidate.amount > 0))
          expect(lines.find((line) => line.item === figure.item)).toEqual({
            _tag: "Missing",
            item: figure.item,
            reason: "NoRate",
          });
      }),
    );
  });
});
