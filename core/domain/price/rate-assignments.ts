import type { ExchangeRate } from "./exchange-rate";
import { exchangeRateSchema } from "./exchange-rate";
import { parseCurrencyCode } from "./currency-code";
import { err, ok, type Result } from "../shared/result";

/** Why a rate given to the rates command was refused; `text` is what was given. */
export type RateAssignmentError =
  | { readonly _tag: "Malformed"; readonly text: string }
  | { readonly _tag: "UnknownCurrency"; readonly text: string }
  | { readonly _tag: "RoubleRate"; readonly text: string }
  | { readonly _tag: "BadRate"; readonly text: string }
  | { readonly _tag: "Repeated"; readonly text: string }
  | { readonly _tag: "BadDay"; readonly text: string };

/** A decimal with a dot or a comma ("12.4", "0,0561"), no sign, no exponent. */
const DECIMAL = /^\d{1,9}(?:[.,]\d{1,10})?$/;

/**
 * Reads "CODE=RATE" assignments (roubles per unit, e.g. "CNY=11.2", "krw=0,056") as of one day. Every assignment is
 * checked and every failure reported: an unsupported code, RUB (a rouble needs no rate), a rate that is not a
 * positive decimal, a currency given twice, a day that is not YYYY-MM-DD.
 */
export const readRateAssignments = (
  texts: readonly string[],
  asOf: string,
): Result<readonly ExchangeRate[], readonly RateAssignmentError[]> => {
  const errors: RateAssignmentError[] = [];
  const rates: ExchangeRate[] = [];
  for (const text of texts) {
    const [code, value, ...rest] = text.split("=");
    if (code === undefined || value === undefined || rest.length > 0) {
      errors.push({ _tag: "Malformed", text });
      continue;
    }
    const currency = parseCurrencyCode(code);
    const amount = value.trim();
    if (currency === null) errors.push({ _tag: "UnknownCurrency", text });
    else if (currency === "RUB") errors.push({ _tag: "RoubleRate", text });
    else if (rates.some((rate) => rate.currency === currency)) errors.push({ _tag: "Repeated", text });
    else if (!DECIMAL.test(amount) || Number(amount.replace(",", ".")) <= 0) errors.push({ _tag: "BadRate", text });
    else {
      const parsed = exchangeRateSchema.safeParse({
        currency,
        rate_to_rub: Number(amount.replace(",", ".")),
        as_of: asOf,
      });
      if (parsed.success) rates.push(parsed.data);
      else errors.push({ _tag: "BadDay", text: asOf });
    }
  }
  if (texts.length === 0) errors.push({ _tag: "Malformed", text: "" });
  return errors.length === 0 ? ok(rates) : err(errors);
};
