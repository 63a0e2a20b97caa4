import { beforeEach, expect, it } from "vitest";
import type { ExchangeRate } from "../../core/domain/price/exchange-rate";
import type { ExchangeRateRepository } from "../../core/ports/exchange-rate-repository.port";

const rate = (currency: ExchangeRate["currency"], rate_to_rub: number, as_of: string): ExchangeRate => ({
  currency,
  rate_to_rub,
  as_of,
});

/**
 * The shared behaviour of every ExchangeRateRepository adapter. Stores may start with rates (the SQL migration seeds
 * some), so each case reads back only the currencies it wrote, on days later than any seeded one.
 */
export function exchangeRatesContract(open: () => Promise<ExchangeRateRepository>) {
  let rates: ExchangeRateRepository;
  const currentOf = async (currency: string) =>
    (await rates.current()).filter((candidate) => candidate.currency === currency);

  beforeEach(async () => {
    rates = await open();
  });

  it("answers what was saved as the current rate, with its day", async () => {
    await rates.save([rate("CNY", 12.4, "2030-01-10"), rate("KRW", 0.0571, "2030-01-10")]);
    expect(await currentOf("CNY")).toEqual([rate("CNY", 12.4, "2030-01-10")]);
    expect(await currentOf("KRW")).toEqual([rate("KRW", 0.0571, "2030-01-10")]);
  });

  it("makes a later day current and keeps an earlier day from replacing it", async () => {
    await rates.save([rate("JPY", 0.6, "2030-02-01")]);
    await rates.save([rate("JPY", 0.61, "2030-02-02")]);
    expect(await currentOf("JPY")).toEqual([rate("JPY", 0.61, "2030-02-02")]);
    await rates.save([rate("JPY", 0.4, "2030-01-15")]);
    expect(await currentOf("JPY")).toEqual([rate("JPY", 0.61, "2030-02-02")]);
  });

  it("replaces the rate of a day saved again (a correction)", async () => {
    await rates.save([rate("CAD", 57, "2030-03-01")]);
    await rates.save([rate("CAD", 58.25, "2030-03-01")]);
    expect(await currentOf("CAD")).toEqual([rate("CAD", 58.25, "2030-03-01")]);
  });

  it("lists each currency once, ordered by code, and keeps small rates exact", async () => {
    await rates.save([
      rate("USD", 80.5, "2030-04-01"),
      rate("EUR", 93.4, "2030-04-01"),
      rate("KRW", 0.0000561, "2030-04-01"),
    ]);
    const current = await rates.current();
    const codes = current.map((entry) => entry.currency);
    expect(codes).toEqual([...new Set(codes)].sort());
    expect(await currentOf("KRW")).toEqual([rate("KRW", 0.0000561, "2030-04-01")]);
  });

  it("accepts an empty list and changes nothing", async () => {
    const before = await rates.current();
    await rates.save([]);
    expect(await rates.current()).toEqual(before);
  });
}
