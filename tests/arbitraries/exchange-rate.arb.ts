import fc from "fast-check";
import { CURRENCY_CODES, type CurrencyCode } from "../../core/domain/price/currency-code";
import type { ExchangeRate } from "../../core/domain/price/exchange-rate";

/** Currencies other than the rouble: the ones that need a rate. */
export const foreignCurrencyArb = fc.constantFrom(
  ...CURRENCY_CODES.filter((code): code is Exclude<CurrencyCode, "RUB"> => code !== "RUB"),
);

/** Roubles per unit, from a won's few kopecks to a pound's hundred-odd roubles, with up to 6 decimals. */
export const rateToRubArb = fc.integer({ min: 1, max: 500_000_000 }).map((millionths) => millionths / 1_000_000);

/** A calendar day between 2020 and 2030 as ISO text. */
export const isoDayArb = fc
  .date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date("2030-12-31T00:00:00Z"), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

export const exchangeRateArb: fc.Arbitrary<ExchangeRate> = fc.record({
  currency: foreignCurrencyArb,
  rate_to_rub: rateToRubArb,
  as_of: isoDayArb,
});

/** A set of rates with each currency at most once. */
export const exchangeRatesArb = fc.uniqueArray(exchangeRateArb, { selector: (rate) => rate.currency, maxLength: 7 });

/** At least one rate, each currency at most once. */
export const someExchangeRatesArb = fc.uniqueArray(exchangeRateArb, {
  selector: (rate) => rate.currency,
  minLength: 1,
  maxLength: 7,
});
