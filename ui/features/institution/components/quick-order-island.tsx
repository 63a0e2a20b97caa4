import { deferredIsland } from "../../../components/deferred-island";
import { QUICK_ORDER_ANCHOR } from "./quick-order-anchor";
import type { QuickOrderSectionProps } from "./quick-order-section";

/**
 * The quick order, hydrated when it comes near the viewport or the visitor turns to it: its form and its code
 * (fetcher, field errors, call tracking) are off the page's first load; until then the form posts to the page.
 */
export const QuickOrderSection = deferredIsland<QuickOrderSectionProps>({
  load: () => import("./quick-order-section").then((module) => module.QuickOrderSection),
  locate: () => document.getElementById(QUICK_ORDER_ANCHOR),
});
