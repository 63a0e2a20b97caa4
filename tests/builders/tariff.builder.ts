import type { Tariff } from "../../core/domain/catalogue/tariff";

/** A tariff whose final price is the list price less the discount. */
export const buildTariff = (overrides: Partial<Tariff> = {}): Tariff => ({
  id: 3,
  name: "Стандарт",
  payment_excerpt: "Оплата в два этапа",
  price: 120_000,
  final_price: 108_000,
  discount_expires_at: "2026-09-01T00:00:00.000Z",
  discount_percent: 10,
  ...overrides,
});
