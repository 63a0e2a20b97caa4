import fc from "fast-check";
import { CURRENCY_CODES } from "../../core/domain/price/currency-code";

/** Whole amounts, including 0. */
export const wholePriceArb = fc.integer({ min: 0, max: 50_000_000 });

/** Amounts with kopecks: a whole number of hundredths, including 0. */
export const priceAmountArb = fc.integer({ min: 0, max: 5_000_000_000 }).map((cents) => cents / 100);

/** Amounts above 0, with kopecks. */
export const positivePriceArb = fc.integer({ min: 1, max: 5_000_000_000 }).map((cents) => cents / 100);

/** A price bound or its absence. */
export const optionalPriceArb = fc.option(priceAmountArb, { nil: null, freq: 4 });

/** Values that are not usable prices and must behave like an absent bound. */
export const invalidPriceArb = fc.oneof(
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY),
  fc.integer({ min: -5_000_000_000, max: -1 }).map((cents) => cents / 100),
);

export const priceRangeArb = fc.record({ min: optionalPriceArb, max: optionalPriceArb });

export const currencyArb = fc.constantFrom(...CURRENCY_CODES);

export const pricedEducationBaseArb = fc.record({ min_price: optionalPriceArb, max_price: optionalPriceArb });

/** Reads an amount printed by Intl.NumberFormat("ru-RU") back into a number ("1 000,5" -> 1000.5). */
export const readRuAmount = (text: string): number => Number(text.replaceAll("\u00a0", "").replace(",", "."));
