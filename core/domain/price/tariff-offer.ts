import type { Tariff } from "../catalogue/tariff";

/** A running discount of a tariff: the list price it takes off, by how much, and until when (null: no end). */
export type TariffDiscount = { readonly listPrice: number; readonly percent: number; readonly until: string | null };

/** What a tariff costs at a moment, and the discount behind that price when one runs. */
export type TariffOffer = { readonly price: number; readonly discount: TariffDiscount | null };

/**
 * The price of a tariff at `now`. A discount runs when the final price is below the list price and its end
 * (`discount_expires_at`, exclusive) is absent or still ahead; then the final price applies. Once it has ended the
 * list price applies again. The percent is the stated one, or the rounded difference when none is stated.
 */
export const tariffOffer = (tariff: Tariff, now: Date): TariffOffer => {
  const discounted = tariff.final_price < tariff.price;
  const ends = tariff.discount_expires_at === null ? null : Date.parse(tariff.discount_expires_at);
  const running = discounted && (ends === null || ends > now.getTime());
  if (!running) return { price: discounted ? tariff.price : tariff.final_price, discount: null };
  const stated = tariff.discount_percent ?? 0;
  const percent = stated > 0 ? stated : Math.round((100 * (tariff.price - tariff.final_price)) / tariff.price);
  return {
    price: tariff.final_price,
    discount: { listPrice: tariff.price, percent, until: tariff.discount_expires_at },
  };
};
