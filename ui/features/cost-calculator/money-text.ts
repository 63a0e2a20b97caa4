import type { CurrencyCode } from "../../../core/domain/price/currency-code";

const formats = new Map<CurrencyCode, Intl.NumberFormat>();

/**
 * A whole amount in the Russian locale with its currency («291 200 ₽», «26 000 CN¥»). The calculator's own, rather
 * than the catalogue's `formatPrice`: sharing that module would split it into a chunk of its own on every catalogue
 * page's first load (ADR 065).
 */
export const moneyText = (amount: number, currency: CurrencyCode): string => {
  let format = formats.get(currency);
  if (format === undefined) {
    format = new Intl.NumberFormat("ru-RU", { style: "currency", currency, maximumFractionDigits: 0 });
    formats.set(currency, format);
  }
  return format.format(amount);
};
