/** The section of the review form on /reviews/: a post without JavaScript comes back scrolled to it. */
export const REVIEW_FORM_ANCHOR = "ostavit-otzyv";
