import type { CurrencyCode } from "../price/currency-code";
import type { ExchangeRate } from "../price/exchange-rate";
import type { CostChoice, CostGrantKind } from "./cost-choice";
import type { CostFigure, CostSource } from "./cost-figure";
import { type CostItem, type CostPeriod, FIGURE_ITEMS, timesInFirstYear } from "./cost-item";

/** Where a line's figure comes from: a cost figure with its source and day, or the catalogue's tuition. */
export type CostOrigin =
  | Readonly<{ _tag: "Figure"; source: CostSource; checked_on: string }>
  | Readonly<{ _tag: "Catalogue"; grant: CostGrantKind; checked_on: string | null }>;

/** Why a line has no amount: nothing chosen, no figure in the data, or no rate for the figure's currency. */
export type MissingReason = "NoChoice" | "NoFigure" | "NoRate";

/**
 * One line of the first-year cost. A priced line has its amount in whole roubles (the grant's is negative), the
 * original amount and currency, how often it is paid and the rate used (null for roubles).
 */
export type CostLine =
  | Readonly<{
      _tag: "Priced";
      item: CostItem;
      roubles: number;
      amount: number;
      currency: CurrencyCode;
      period: CostPeriod;
      rate: ExchangeRate | null;
      origin: CostOrigin;
    }>
  | Readonly<{ _tag: "Missing"; item: CostItem; reason: MissingReason }>;

/** The lines and their total in whole roubles; `complete` is false while any line is missing. */
export type FirstYearCost = Readonly<{ lines: readonly CostLine[]; total: number; complete: boolean }>;

type Converted = Readonly<{ roubles: number; rate: ExchangeRate | null }> | null;

const convert = (amount: number, currency: CurrencyCode, rates: readonly ExchangeRate[]): Converted => {
  if (currency === "RUB") return { roubles: amount, rate: null };
  const rate = rates.findLast((candidate) => candidate.currency === currency);
  // Nothing is nothing in any currency: a free item needs no rate.
  if (amount === 0) return { roubles: 0, rate: rate ?? null };
  if (rate === undefined || !(rate.rate_to_rub > 0)) return null;
  // Whole roubles, half up (amounts are never negative here).
  return { roubles: Math.round(amount * rate.rate_to_rub), rate };
};

const figureLine = (
  item: (typeof FIGURE_ITEMS)[number],
  figures: readonly CostFigure[],
  rates: readonly ExchangeRate[],
): CostLine => {
  const figure = figures.find((candidate) => candidate.item === item);
  if (figure === undefined) return { _tag: "Missing", item, reason: "NoFigure" };
  const amount = figure.amount * timesInFirstYear(figure.period);
  const converted = convert(amount, figure.currency, rates);
  if (converted === null) return { _tag: "Missing", item, reason: "NoRate" };
  const origin: CostOrigin = { _tag: "Figure", source: figure.source, checked_on: figure.checked_on };
  return { _tag: "Priced", item, ...converted, amount, currency: figure.currency, period: figure.period, origin };
};

/**
 * The tuition line and, when the chosen base's grant lowers a known full price, the grant line: the difference of
 * the two prices in roubles, so tuition plus grant is exactly the base's own price and never below zero.
 */
const tuitionLines = (choice: CostChoice | null, rates: readonly ExchangeRate[]): readonly CostLine[] => {
  if (choice === null) return [{ _tag: "Missing", item: "tuition", reason: "NoChoice" }];
  const { full, net, currency, grant, checked_on } = choice;
  const lowered = grant !== "none" && full !== null && net !== null && net < full;
  const price = lowered ? full : (net ?? full);
  if (price === null) return [{ _tag: "Missing", item: "tuition", reason: "NoFigure" }];
  const converted = convert(price, currency, rates);
  if (converted === null) return [{ _tag: "Missing", item: "tuition", reason: "NoRate" }];
  const base = { currency, period: "year", origin: { _tag: "Catalogue", grant, checked_on } } as const;
  const tuition: CostLine = { _tag: "Priced", item: "tuition", ...converted, amount: price, ...base };
  if (!lowered) return [tuition];
  const after = convert(net, currency, rates);
  if (after === null) return [tuition];
  const roubles = after.roubles - converted.roubles;
  return [tuition, { _tag: "Priced", item: "grant", roubles, rate: converted.rate, amount: net - full, ...base }];
};

/**
 * The all-in first-year cost of a choice in roubles (ADR 065): tuition less the grant, then every figure item. Each
 * line is rounded to whole roubles on its own and the total is the sum of the priced lines, so the page's lines always
 * add up to its total; a missing line is reported as missing and left out of the total, never counted as zero.
 */
export const firstYearCost = (
  choice: CostChoice | null,
  figures: readonly CostFigure[],
  rates: readonly ExchangeRate[],
): FirstYearCost => {
  const lines = [...tuitionLines(choice, rates), ...FIGURE_ITEMS.map((item) => figureLine(item, figures, rates))];
  const total = lines.reduce((sum, line) => (line._tag === "Priced" ? sum + line.roubles : sum), 0);
  return { lines, total, complete: lines.every((line) => line._tag === "Priced") };
};
