/** ISO 4217 codes the portal renders prices in. */
export const CURRENCY_CODES = ["RUB", "CNY", "USD", "EUR", "JPY", "KRW", "CAD", "GBP"] as const;

export type CurrencyCode = (typeof CURRENCY_CODES)[number];

const isCurrencyCode = (value: string): value is CurrencyCode => (CURRENCY_CODES as readonly string[]).includes(value);

/** Reads a currency code from loose text (" cny " -> "CNY"); null when it is not a supported code. */
export const parseCurrencyCode = (text: string): CurrencyCode | null => {
  const code = text.trim().toUpperCase();
  return isCurrencyCode(code) ? code : null;
};
