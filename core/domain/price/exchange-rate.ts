import { z } from "zod";
import { CURRENCY_CODES } from "./currency-code";

/** A calendar day as ISO text ("2026-11-25"). */
const ISO_DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/**
 * What one unit of a currency is worth in roubles, as of a day (docs/adr/031-prices-in-roubles.md). The rate is a
 * positive finite number; RUB needs no rate (a rouble is a rouble).
 */
export const exchangeRateSchema = z
  .object({
    currency: z.enum(CURRENCY_CODES),
    rate_to_rub: z.number().positive().finite(),
    as_of: z.string().regex(ISO_DAY),
  })
  .readonly();

export type ExchangeRate = z.infer<typeof exchangeRateSchema>;
