/**
 * The fields a visitor fills in on the review form (spec 7 leave-review-form; the extras are hidden). Kept apart
 * from the outcome rules so that the form in the browser does not load the server payload's zod schema.
 */
export const REVIEW_FORM_FIELDS = ["name", "email", "rating", "text"] as const;

export type ReviewFormField = (typeof REVIEW_FORM_FIELDS)[number];

/** The key of the review form's outcome in a route's action data, and its `site_form` entry. */
export const REVIEW_FORM_KEY = "reviewForm";

/** The scores a review may carry (the API's rating: an integer from 1 to 5). */
export const REVIEW_SCORES = [1, 2, 3, 4, 5] as const;
