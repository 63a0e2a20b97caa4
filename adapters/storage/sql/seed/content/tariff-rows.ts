import { addDays } from "date-fns";
import type { tariffs } from "../../schema";
import type { CatalogueLookup } from "./catalogue-lookup";
import { discountedPrice } from "./discounted-price";
import type { TariffSeed } from "./seed-rows.types";

/**
 * The tariff rows of the countries present in the catalogue that have no tariffs yet; a discount ends the
 * given number of days after `now`.
 */
export function tariffRows(
  seeds: readonly TariffSeed[],
  catalogue: Pick<CatalogueLookup, "countryId" | "hasTariffs">,
  now: Date,
): (typeof tariffs.$inferInsert)[] {
  return seeds.flatMap((tariff, i) => {
    const countryId = catalogue.countryId(tariff.country);
    if (countryId === null || catalogue.hasTariffs(countryId)) return [];
    const percent = tariff.discount?.percent ?? 0;
    return [
      {
        country_id: countryId,
        name: tariff.name,
        payment_excerpt: tariff.paymentExcerpt,
        price: tariff.price,
        final_price: discountedPrice(tariff.price, percent),
        discount_percent: percent,
        discount_expires_at: tariff.discount === null ? null : addDays(now, tariff.discount.days),
        features: [...tariff.features],
        sort: i + 1,
      },
    ];
  });
}
