import { data, type RouterContextProvider } from "react-router";
import { requestApiContext } from "../../app/request-context";
import { type FormOutcome, formOutcome, requestFormStatus } from "../request-form/request-form-outcome";
import { REVIEW_FORM_FIELDS } from "./review-form-fields";
import { readReviewForm, type ReviewFormValues } from "./review-form-submission";

/** What the action hands back to the form: the outcome and, after a failure, the entries to show again. */
export type ReviewFormActionData = {
  readonly reviewForm: { readonly outcome: FormOutcome; readonly values: ReviewFormValues };
};

const UNREADABLE: FormOutcome = { _tag: "Invalid", fields: {}, other: [] };

const reply = (outcome: FormOutcome, values: ReviewFormValues, status = requestFormStatus(outcome)) => {
  const retryAfter = outcome._tag === "TooMany" ? outcome.retryAfterSeconds : null;
  const body: ReviewFormActionData = { reviewForm: { outcome, values: outcome._tag === "Sent" ? {} : values } };
  return data(body, { status, headers: retryAfter === null ? {} : { "Retry-After": String(retryAfter) } });
};

/**
 * The route action behind the review form of /reviews/ (spec 7 leave-review-form), for a plain form post (no
 * JavaScript: the page is rendered again with the outcome) and the fetcher's post alike. It sends the fields with
 * page_url, utm and the call-tracking session through the request's forms port, the path the request form takes.
 */
export async function reviewFormAction({
  request,
  url,
  context,
}: {
  request: Request;
  url: URL;
  context: Readonly<RouterContextProvider>;
}) {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return reply(UNREADABLE, {}, 400);
  }
  const submission = readReviewForm(form, url.href);
  const result = await context.get(requestApiContext).forms.leaveReview(submission.fields, submission.extras);
  return reply(formOutcome(result, REVIEW_FORM_FIELDS), submission.values);
}
