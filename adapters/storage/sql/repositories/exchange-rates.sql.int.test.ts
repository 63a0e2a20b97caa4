import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../../tests/integration/test-database";
import { exchangeRatesContract } from "../../exchange-rates.contract";
import type { DatabaseHandle } from "../database";
import { sqlExchangeRates } from "./exchange-rates.sql";
import { sqlListingDataVersion } from "./listing-data-version.sql";

describe("sqlExchangeRates", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle.close());

  exchangeRatesContract(async () => sqlExchangeRates(handle.db));

  it("starts with a seeded rate for every currency the portal prices in besides the rouble", async () => {
    const codes = (await sqlExchangeRates(handle.db).current()).map((rate) => rate.currency);
    expect(codes).toEqual(expect.arrayContaining(["CAD", "CNY", "EUR", "GBP", "JPY", "KRW", "USD"]));
  });

  it("moves the listing data version on every save", async () => {
    const version = sqlListingDataVersion(handle.db);
    const before = await version.current();
    await sqlExchangeRates(handle.db).save([{ currency: "GBP", rate_to_rub: 107, as_of: "2031-01-01" }]);
    expect(await version.current()).not.toBe(before);
  });

  it("refuses a rouble rate and a rate that is not positive at the table", async () => {
    await expect(handle.db.execute(sql`insert into exchange_rates values ('RUB', 1, '2031-01-01')`)).rejects.toThrow();
    await expect(handle.db.execute(sql`insert into exchange_rates values ('CNY', 0, '2031-01-01')`)).rejects.toThrow();
  });
});
