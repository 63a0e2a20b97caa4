import type { tariffs } from "../../schema";
import { COUNTRIES } from "./data/countries.data";
import { TARIFF_DISCOUNT_UNTIL, TARIFF_PAYMENT_EXCERPT, TARIFFS } from "./data/tariffs.data";
import { moscowDayStart } from "./moscow-day";

/** The tariff rows, ids in data order (three per country: basic, standard, premium). */
export const tariffRows = (): (typeof tariffs.$inferInsert)[] =>
  TARIFFS.map((tariff, index) => ({
    id: index + 1,
    country_id: COUNTRIES.find((country) => country.slug === tariff.country)?.id ?? null,
    name: tariff.name,
    payment_excerpt: TARIFF_PAYMENT_EXCERPT,
    price: tariff.price,
    final_price: tariff.finalPrice,
    discount_expires_at: tariff.discountPercent > 0 ? moscowDayStart(TARIFF_DISCOUNT_UNTIL) : null,
    discount_percent: tariff.discountPercent,
    features: [...tariff.features],
    sort: index + 1,
  }));

/** The id of a country's tariff by tier (1 basic, 2 standard, 3 premium). */
export const tariffIdFor = (country: string, tier: 1 | 2 | 3): number => {
  const first = TARIFFS.findIndex((tariff) => tariff.country === country);
  if (first < 0) throw new Error(`No tariffs for ${country}`);
  return first + tier;
};
