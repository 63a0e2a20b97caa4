import { deferredIsland } from "../../components/deferred-island";
import { ORDER_ANCHOR } from "./order-choice";
import type { OrderSectionProps } from "./order-section";

/**
 * The order form of a course or price page, hydrated near the viewport or on first touch (ADR 050): the request
 * form's code is off the page's first load; until then it posts to the page, as without JavaScript.
 */
export const OrderSection = deferredIsland<OrderSectionProps>({
  load: () => import("./order-section").then((module) => module.OrderSection),
  locate: () => document.getElementById(ORDER_ANCHOR),
});
