import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildTariff } from "../../../tests/builders/tariff.builder";
import { tariffOffer } from "./tariff-offer";

const NOW = Date.parse("2026-06-01T00:00:00.000Z");
const DAY = 86_400_000;

const tariffArb = fc
  .record({
    price: fc.integer({ min: 1, max: 5_000_000 }),
    share: fc.integer({ min: 0, max: 100 }),
    percent: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
    endsInDays: fc.option(fc.integer({ min: -400, max: 400 }), { nil: null }),
  })
  .map(({ price, share, percent, endsInDays }) =>
    buildTariff({
      price,
      final_price: Math.floor((price * share) / 100),
      discount_percent: percent,
      discount_expires_at: endsInDays === null ? null : new Date(NOW + endsInDays * DAY + 1).toISOString(),
    }),
  );

describe("tariffOffer properties", () => {
  it("charges either the list price or the final price, never more than the list price", () => {
    fc.assert(
      fc.property(tariffArb, (tariff) => {
        const { price } = tariffOffer(tariff, new Date(NOW));
        expect([tariff.price, tariff.final_price]).toContain(price);
        expect(price).toBeLessThanOrEqual(tariff.price);
      }),
    );
  });

  it("reports a discount exactly when the final price is lower and the end is absent or ahead", () => {
    fc.assert(
      fc.property(tariffArb, (tariff) => {
        const offer = tariffOffer(tariff, new Date(NOW));
        const ends = tariff.discount_expires_at === null ? Infinity : Date.parse(tariff.discount_expires_at);
        expect(offer.discount !== null).toBe(tariff.final_price < tariff.price && ends > NOW);
        if (offer.discount !== null) {
          expect(offer.price).toBe(tariff.final_price);
          expect(offer.discount.listPrice).toBe(tariff.price);
          expect(offer.discount.percent).toBeGreaterThanOrEqual(0);
          expect(offer.discount.percent).toBeLessThanOrEqual(100);
        }
      }),
    );
  });

  it("never lowers the price as time goes on", () => {
    fc.assert(
      fc.property(tariffArb, fc.integer({ min: 0, max: 800 }), (tariff, days) => {
        const earlier = tariffOffer(tariff, new Date(NOW)).price;
        const later = tariffOffer(tariff, new Date(NOW + days * DAY)).price;
        expect(later).toBeGreaterThanOrEqual(earlier);
      }),
    );
  });
});
