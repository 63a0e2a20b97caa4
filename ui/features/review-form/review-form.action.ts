import { type PostedForm, siteFormAction } from "../request-form/site-form-action";
import { REVIEW_FORM_FIELDS, REVIEW_FORM_KEY } from "./review-form-fields";
import { readReviewForm, type ReviewFormValues } from "./review-form-submission";
import { reviewedInstitution } from "./reviewed-institution";

/** What the action hands back to the review form. */
export type ReviewFormActionData = { readonly reviewForm: PostedForm<ReviewFormValues> };

/** The route action behind the review form of /reviews/ (spec 7 leave-review-form). */
export const reviewFormAction = siteFormAction({
  key: REVIEW_FORM_KEY,
  read: readReviewForm,
  send: (forms, fields, extras) => forms.leaveReview(fields, extras),
  visible: REVIEW_FORM_FIELDS,
});

/**
 * The review form's action for a review of one institution: the review names it (`institution_id`, taken from the
 * address on the server, never from the post), so the lead says what it is about.
 */
export const institutionReviewAction = (institutionId: number) =>
  siteFormAction({
    key: REVIEW_FORM_KEY,
    read: (form, actionUrl) => {
      const read = readReviewForm(form, actionUrl);
      return { ...read, fields: { ...read.fields, institution_id: institutionId } };
    },
    send: (forms, fields, extras) => forms.leaveReview(fields, extras),
    visible: REVIEW_FORM_FIELDS,
  });

type ActionArgs = Parameters<typeof reviewFormAction>[0];

/**
 * The action of /reviews/: a review of the institution the address names (`?institution=`, the institution page's
 * «Оставить отзыв»), checked through the catalogue, or a review of the company.
 */
export async function reviewsPageAction(args: ActionArgs) {
  const institution = await reviewedInstitution(args.url, args.context);
  return institution === null ? reviewFormAction(args) : institutionReviewAction(institution.id)(args);
}
