import { type PostedForm, siteFormAction } from "../request-form/site-form-action";
import { REVIEW_FORM_FIELDS } from "./review-form-fields";
import { readReviewForm, type ReviewFormValues } from "./review-form-submission";

/** What the action hands back to the review form. */
export type ReviewFormActionData = { readonly reviewForm: PostedForm<ReviewFormValues> };

/** The route action behind the review form of /reviews/ (spec 7 leave-review-form). */
export const reviewFormAction = siteFormAction({
  key: "reviewForm",
  read: readReviewForm,
  send: (forms, fields, extras) => forms.leaveReview(fields, extras),
  visible: REVIEW_FORM_FIELDS,
});
