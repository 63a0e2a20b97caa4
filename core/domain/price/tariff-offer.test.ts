import { describe, expect, it } from "vitest";
import { buildTariff } from "../../../tests/builders/tariff.builder";
import { tariffOffer } from "./tariff-offer";

const before = new Date("2026-08-31T20:59:59.000Z");
const after = new Date("2026-09-01T00:00:00.000Z");

describe("tariffOffer", () => {
  it("charges the final price while the discount runs", () => {
    expect(tariffOffer(buildTariff(), before)).toEqual({
      price: 108_000,
      discount: { listPrice: 120_000, percent: 10, until: "2026-09-01T00:00:00.000Z" },
    });
  });

  it("goes back to the list price when the discount has ended", () => {
    expect(tariffOffer(buildTariff(), after)).toEqual({ price: 120_000, discount: null });
  });

  it("keeps a discount without an end date", () => {
    expect(tariffOffer(buildTariff({ discount_expires_at: null }), after).discount?.until).toBeNull();
  });

  it("has no discount when the final price is the list price", () => {
    const tariff = buildTariff({ price: 9000, final_price: 9000, discount_percent: 0, discount_expires_at: null });
    expect(tariffOffer(tariff, before)).toEqual({ price: 9000, discount: null });
  });

  it("works out the percent when none is stated", () => {
    const tariff = buildTariff({ price: 30_000, final_price: 20_000, discount_percent: null });
    expect(tariffOffer(tariff, before).discount?.percent).toBe(33);
  });
});
