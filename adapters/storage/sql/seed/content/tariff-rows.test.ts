import { describe, expect, it } from "vitest";
import type { TariffSeed } from "./seed-rows.types";
import { tariffRows } from "./tariff-rows";

const NOW = new Date("2026-11-20T09:00:00.000Z");

const seed = (overrides: Partial<TariffSeed>): TariffSeed => ({
  country: "china",
  name: "Стандарт",
  paymentExcerpt: "Оплата в два этапа",
  price: 16_000,
  discount: null,
  features: ["Подача документов в три учебных заведения"],
  ...overrides,
});

const ids: Record<string, number> = { china: 7, korea: 8 };
const catalogue = (priced: readonly number[] = []) => ({
  countryId: (slug: string) => ids[slug] ?? null,
  hasTariffs: (id: number) => priced.includes(id),
});

describe("tariffRows", () => {
  it("prices a discounted package and ends the discount the given days after now", () => {
    const [row] = tariffRows([seed({ discount: { percent: 10, days: 45 } })], catalogue(), NOW);
    expect(row).toMatchObject({
      country_id: 7,
      name: "Стандарт",
      price: 16_000,
      final_price: 14_400,
      discount_percent: 10,
      discount_expires_at: new Date("2027-01-04T09:00:00.000Z"),
      sort: 1,
    });
  });

  it("keeps the price and no expiry without a discount", () => {
    const [row] = tariffRows([seed({ name: "Базовый", price: 9_000 })], catalogue(), NOW);
    expect(row).toMatchObject({ final_price: 9_000, discount_percent: 0, discount_expires_at: null });
  });

  it("skips countries missing from the catalogue and countries it already priced", () => {
    const rows = tariffRows(
      [seed({ country: "china" }), seed({ country: "korea" }), seed({ country: "japan" })],
      catalogue([7]),
      NOW,
    );
    expect(rows.map((row) => row.country_id)).toEqual([8]);
  });
});
