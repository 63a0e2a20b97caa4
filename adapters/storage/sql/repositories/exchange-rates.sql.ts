import { sql } from "drizzle-orm";
import type { ExchangeRateRepository } from "../../../../core/ports/exchange-rate-repository.port";
import type { Database } from "../database";
import { exchangeRates } from "../schema";
import { currentExchangeRates } from "./current-exchange-rates";

/** Exchange rates in PostgreSQL (or PGlite): table exchange_rates, one row per currency and day. */
export function sqlExchangeRates(db: Database): ExchangeRateRepository {
  return {
    current: () => currentExchangeRates(db),

    async save(rates) {
      if (rates.length === 0) return;
      // One statement: all rows or none, and one bump of the listing data version.
      await db
        .insert(exchangeRates)
        .values(rates.map((rate) => ({ ...rate, rate_to_rub: String(rate.rate_to_rub) })))
        .onConflictDoUpdate({
          target: [exchangeRates.currency, exchangeRates.as_of],
          set: { rate_to_rub: sql`excluded.rate_to_rub` },
        });
    },
  };
}
