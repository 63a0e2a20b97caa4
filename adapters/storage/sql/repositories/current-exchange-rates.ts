import { sql } from "drizzle-orm";
import { type ExchangeRate, exchangeRateSchema } from "../../../../core/domain/price/exchange-rate";
import type { Database } from "../database";

type Runner = Pick<Database, "execute">;

/**
 * The current rate of each currency (the row of its latest day), ordered by code, read with the given runner so a
 * transaction (the listing snapshot) can read them beside the prices. Rows the domain cannot take (a currency the
 * portal does not price in) are left out.
 */
export const currentExchangeRates = async (db: Runner): Promise<readonly ExchangeRate[]> => {
  const result = (await db.execute(
    sql`select distinct on (currency) currency, rate_to_rub::float8 as rate_to_rub, as_of::text as as_of
        from exchange_rates order by currency, as_of desc`,
  )) as unknown as { rows: { currency: string; rate_to_rub: number | string; as_of: string }[] };
  return result.rows.flatMap((row) => {
    const parsed = exchangeRateSchema.safeParse({ ...row, rate_to_rub: Number(row.rate_to_rub) });
    return parsed.success ? [parsed.data] : [];
  });
};
