import type { LedgerCurrency } from "./ledger-line";
import { LEDGER_CURRENCIES } from "./ledger-line";

/*
 * The same Russian money format as price-format's `formatPrice` (a property test holds them equal), built here rather
 * than imported: the payment pages importing price-format split it out of the catalogue's price chunk, and the extra
 * chunk put the comparison page 11 bytes over its first-load budget (ADR 054).
 */
const formats = Object.fromEntries(
  LEDGER_CURRENCIES.map((code) => [
    code,
    new Intl.NumberFormat("ru-RU", {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      trailingZeroDisplay: "stripIfInteger",
      style: "currency",
      currency: code,
    }),
  ]),
) as Record<LedgerCurrency, Intl.NumberFormat>;

/** An amount in minor units as Russian text with its currency («8 000 CN¥», «15 000,50 ₽»). */
export const moneyText = (amount_minor: number, currency: LedgerCurrency): string =>
  formats[currency].format(amount_minor / 100);
