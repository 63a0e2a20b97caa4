import { deferredIsland } from "../../components/deferred-island";
import { REVIEW_FORM_ANCHOR } from "./review-form-anchor";
import type { ReviewFormSectionProps } from "./review-form-section";

/**
 * The review form at the bottom of /reviews/, hydrated when it comes near the viewport or the visitor turns to it
 * (ADR 050): its code (fetcher, field errors, texts) is off the page's first load; until then the form posts to the
 * page, as without JavaScript, and a submit meanwhile is held and replayed.
 */
export const ReviewFormSection = deferredIsland<ReviewFormSectionProps>({
  load: () => import("./review-form-section").then((module) => module.ReviewFormSection),
  locate: () => document.getElementById(REVIEW_FORM_ANCHOR),
});
