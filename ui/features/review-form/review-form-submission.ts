import type { FormExtras, FormFields } from "../../../core/ports/forms-api.port";
import { blankToNull, postedValues, readFormExtras } from "../request-form/request-form-submission";
import { REVIEW_FORM_FIELDS, type ReviewFormField } from "./review-form-fields";

/** What the visitor typed, to fill the form again after a failure (a form posted without JavaScript). */
export type ReviewFormValues = Readonly<Partial<Record<ReviewFormField, string>>>;

export type ReviewFormSubmission = {
  readonly fields: FormFields;
  readonly extras: FormExtras;
  readonly values: ReviewFormValues;
};

/** The review text may be 5000 characters; a longer entry still reaches the API and gets its message. */
const ECHO_LIMIT = 5100;

/** A chosen score as the number the API takes; anything else goes as typed, for the API to refuse with its message. */
const scoreOf = (value: string): number | string | null => {
  const trimmed = value.trim();
  if (trimmed === "") return null;
  return /^[1-5]$/.test(trimmed) ? Number(trimmed) : trimmed;
};

/**
 * Reads the posted review form: the visitor's name, e-mail, score and text, and the extras of spec 7 (the page
 * address with its utm, the referrer, the call-tracking session). `actionUrl` stands in for a missing page address.
 */
export const readReviewForm = (form: FormData, actionUrl: string): ReviewFormSubmission => {
  const values = postedValues(form, REVIEW_FORM_FIELDS, ECHO_LIMIT);
  return {
    fields: {
      name: values.name,
      text: values.text,
      email: blankToNull(values.email),
      rating: scoreOf(values.rating),
    },
    extras: readFormExtras(form, actionUrl),
    values,
  };
};
