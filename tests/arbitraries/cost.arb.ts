import fc from "fast-check";
import type { CostChoice } from "../../core/domain/cost/cost-choice";
import type { CostFigure } from "../../core/domain/cost/cost-figure";
import { COST_PERIODS, FIGURE_ITEMS } from "../../core/domain/cost/cost-item";
import { CURRENCY_CODES } from "../../core/domain/price/currency-code";
import { isoDayArb } from "./exchange-rate.arb";

const amountArb = fc.integer({ min: 0, max: 50_000_000 });

export const costFigureArb: fc.Arbitrary<CostFigure> = fc.record({
  item: fc.constantFrom(...FIGURE_ITEMS),
  amount: amountArb,
  currency: fc.constantFrom(...CURRENCY_CODES),
  period: fc.constantFrom(...COST_PERIODS),
  source: fc.record({ name: fc.constantFrom("Numbeo", "Визовый центр"), url: fc.constant("https://example.org/") }),
  checked_on: isoDayArb,
});

/** Figures with each item at most once (what the repository answers for a city). */
export const costFiguresArb = fc.uniqueArray(costFigureArb, { selector: (figure) => figure.item });

export const costChoiceArb: fc.Arbitrary<CostChoice> = fc.record({
  kind: fc.constantFrom("program" as const, "base" as const),
  id: fc.integer({ min: 1, max: 10_000 }),
  title: fc.constant("Программа"),
  institution: fc.record({
    id: fc.integer({ min: 1, max: 1000 }),
    title: fc.constant("Университет"),
    city_id: fc.option(fc.integer({ min: 1, max: 60 })),
  }),
  currency: fc.constantFrom(...CURRENCY_CODES),
  full: fc.option(amountArb),
  net: fc.option(amountArb),
  grant: fc.constantFrom("grant" as const, "scholarship" as const, "none" as const),
  checked_on: fc.option(isoDayArb),
});
