import { deferredIsland } from "../../components/deferred-island";
import { BLOG_SUBSCRIBE_ANCHOR } from "./subscribe-form-fields";
import type { SubscribeSectionProps } from "./subscribe-section";

/**
 * The blog's subscription section, hydrated near the viewport or on first touch (ADR 050): its fetcher and texts are
 * off the blog's first load; until then it posts to the page, as without JavaScript.
 */
export const SubscribeSection = deferredIsland<SubscribeSectionProps>({
  load: () => import("./subscribe-section").then((module) => module.SubscribeSection),
  locate: () => document.getElementById(BLOG_SUBSCRIBE_ANCHOR),
});
