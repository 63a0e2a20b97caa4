import { formatPrice } from "../price/price-format";
import type { LedgerCurrency } from "./ledger-line";

/** An amount in minor units as Russian text with its currency («8 000 CN¥», «15 000,50 ₽»). */
export const moneyText = (amount_minor: number, currency: LedgerCurrency): string =>
  formatPrice(amount_minor / 100, currency);
