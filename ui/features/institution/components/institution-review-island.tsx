import { deferredIsland } from "../../../components/deferred-island";
import type { ReviewFormSectionProps } from "../../review-form/review-form-section";

/**
 * The leave-review form of an institution page (ADR 067): the /reviews/ form's section, naming the institution,
 * hydrated when it comes near the viewport or the visitor turns to it (ADR 050); until then it posts to the page.
 * An island of this screen's own rather than /reviews/' (review-form-island.tsx): that module, shared by two routes,
 * would be a first-load chunk of its own with its own preload list (about 500 bytes gzip); this one shares the
 * screen chunk's.
 */
export const InstitutionReviewSection = deferredIsland<ReviewFormSectionProps>({
  load: () => import("../../review-form/review-form-section").then((module) => module.ReviewFormSection),
  // REVIEW_FORM_ANCHOR (review-form/review-form-anchor.ts), written out: an import would be a chunk of its own.
  locate: () => document.getElementById("ostavit-otzyv"),
});
