import { CURRENCY_CODES, type CurrencyCode } from "./currency-code";

const AMOUNT_DIGITS = {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  trailingZeroDisplay: "stripIfInteger",
} as const satisfies Intl.NumberFormatOptions;

const plainFormat = new Intl.NumberFormat("ru-RU", AMOUNT_DIGITS);

const currencyFormats: Readonly<Record<CurrencyCode, Intl.NumberFormat>> = Object.fromEntries(
  CURRENCY_CODES.map((code) => [
    code,
    new Intl.NumberFormat("ru-RU", { ...AMOUNT_DIGITS, style: "currency", currency: code }),
  ]),
) as Record<CurrencyCode, Intl.NumberFormat>;

/**
 * A price amount in the Russian locale: groups split by a no-break space (U+00A0), a comma before kopecks,
 * two fraction digits only when the amount is not whole ("1 000", "1 000,50"). With a currency the Russian
 * currency format puts the symbol after a no-break space ("15 000 ₽", "15 000 CN¥").
 */
export const formatPrice = (amount: number, currency?: CurrencyCode): string =>
  (currency === undefined ? plainFormat : currencyFormats[currency]).format(amount);
