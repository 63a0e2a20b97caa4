import { deferredIsland } from "../../components/deferred-island";
import { PROMO_ANCHOR } from "./promo-form-fields";
import type { PromoSectionProps } from "./promo-section";

/**
 * A page's promo block, hydrated near the viewport or on first touch (ADR 050): its fetcher and texts are off the
 * page's first load; until then it posts to the page, as without JavaScript.
 */
export const PromoSection = deferredIsland<PromoSectionProps>({
  load: () => import("./promo-section").then((module) => module.PromoSection),
  locate: () => document.getElementById(PROMO_ANCHOR),
});
