import type { ExchangeRate } from "../domain/price/exchange-rate";

/** Exchange rates to the rouble, one per currency and day (docs/adr/031-prices-in-roubles.md). */
export interface ExchangeRateRepository {
  /** The current rate of every currency that has one (the rate of its latest day), ordered by currency code. */
  current(): Promise<readonly ExchangeRate[]>;
  /**
   * Stores the rates, all or none. A rate for a currency and day that is stored already replaces it (a correction);
   * a rate for an earlier day than the current one is kept but does not become current.
   */
  save(rates: readonly ExchangeRate[]): Promise<void>;
}
