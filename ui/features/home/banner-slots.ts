import type { Banner } from "../../../core/domain/content/banner";

/** The slot keys the home page places by name; banners under any other key go to the page's general slot. */
export const HERO_BANNER_KEY = "home-hero";
export const PROMO_BANNER_KEY = "home-promo";

export type BannerGroup = { readonly key: string; readonly banners: readonly Banner[] };

export type BannerSlots = {
  readonly hero: readonly Banner[];
  readonly promo: readonly Banner[];
  /** Every other key the API sent, in key order, each with its banners in the order given. */
  readonly other: readonly BannerGroup[];
};

/** Places the banners of main data (grouped by slot key) on the home page; empty groups take no slot. */
export const bannerSlots = (banners: Readonly<Record<string, readonly Banner[]>>): BannerSlots => ({
  hero: banners[HERO_BANNER_KEY] ?? [],
  promo: banners[PROMO_BANNER_KEY] ?? [],
  other: Object.keys(banners)
    .filter((key) => key !== HERO_BANNER_KEY && key !== PROMO_BANNER_KEY)
    .toSorted()
    .map((key) => ({ key, banners: banners[key] ?? [] }))
    .filter((group) => group.banners.length > 0),
});
