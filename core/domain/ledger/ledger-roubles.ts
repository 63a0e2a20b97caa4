import type { RatesByCurrency } from "../price/rouble-equivalent";
import type { LedgerCurrency } from "./ledger-line";

/**
 * A line's amount in kopecks at the given rates (ADR 031's rates; ADR 054): the amount itself for roubles, else
 * minor units x rate, rounded half up to the kopeck (every ledger currency has two minor digits, so minor units
 * convert to kopecks one for one). Null without a positive rate: a line is not set without its rouble value.
 */
export const ledgerRoublesMinor = (
  amount_minor: number,
  currency: LedgerCurrency,
  rates: RatesByCurrency,
): number | null => {
  if (currency === "RUB") return amount_minor;
  const rate = rates.get(currency);
  if (rate === undefined || !Number.isFinite(rate) || rate <= 0) return null;
  const kopecks = Math.round(amount_minor * rate);
  return Number.isSafeInteger(kopecks) ? kopecks : null;
};
