import { sql } from "drizzle-orm";
import { check, date, numeric, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * Exchange rates to the rouble (docs/adr/031-prices-in-roubles.md): what one unit of `currency` was worth in roubles
 * as of a day. One row per currency and day; a currency's current rate is the row of its latest day. Any write bumps
 * the listing data version (migration 0005), so listings and cached pages show the new rouble figures.
 */
export const exchangeRates = pgTable(
  "exchange_rates",
  {
    currency: text().notNull(),
    rate_to_rub: numeric({ precision: 20, scale: 10 }).notNull(),
    as_of: date({ mode: "string" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.currency, t.as_of] }),
    check("exchange_rates_currency_ck", sql`${t.currency} ~ '^[A-Z]{3}$' and ${t.currency} <> 'RUB'`),
    check("exchange_rates_rate_ck", sql`${t.rate_to_rub} > 0`),
  ],
);
