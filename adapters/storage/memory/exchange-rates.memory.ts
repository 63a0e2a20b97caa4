import type { ExchangeRate } from "../../../core/domain/price/exchange-rate";
import type { ExchangeRateRepository } from "../../../core/ports/exchange-rate-repository.port";

/** Exchange rates in process memory, keyed by currency and day like the SQL table. */
export function memoryExchangeRates(initial: readonly ExchangeRate[] = []): ExchangeRateRepository {
  const rows = new Map<string, ExchangeRate>();
  const put = (rate: ExchangeRate) => rows.set(`${rate.currency} ${rate.as_of}`, rate);
  initial.forEach(put);
  return {
    async current() {
      const latest = new Map<string, ExchangeRate>();
      for (const rate of rows.values()) {
        const known = latest.get(rate.currency);
        if (known === undefined || known.as_of < rate.as_of) latest.set(rate.currency, rate);
      }
      return [...latest.values()].sort((a, b) => (a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0));
    },
    async save(rates) {
      rates.forEach(put);
    },
  };
}
