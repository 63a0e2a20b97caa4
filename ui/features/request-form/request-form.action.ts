import { data, type RouterContextProvider } from "react-router";
import { requestApiContext } from "../../app/request-context";
import { type RequestFormOutcome, requestFormOutcome, requestFormStatus } from "./request-form-outcome";
import { readRequestForm, type RequestFormValues } from "./request-form-submission";

/** What the action hands back to the form: the outcome and, after a failure, the entries to show again. */
export type RequestFormActionData = {
  readonly requestForm: { readonly outcome: RequestFormOutcome; readonly values: RequestFormValues };
};

const UNREADABLE: RequestFormOutcome = { _tag: "Invalid", fields: {}, other: [] };

const reply = (outcome: RequestFormOutcome, values: RequestFormValues, status = requestFormStatus(outcome)) => {
  const retryAfter = outcome._tag === "TooMany" ? outcome.retryAfterSeconds : null;
  const body: RequestFormActionData = { requestForm: { outcome, values: outcome._tag === "Sent" ? {} : values } };
  return data(body, { status, headers: retryAfter === null ? {} : { "Retry-After": String(retryAfter) } });
};

/**
 * The route action behind the request form (spec 7 simple-form). It runs on the server for a plain form post
 * (no JavaScript: the page is rendered again with the outcome) and for the fetcher's post alike, sending the
 * fields with page_url, utm and the call-tracking session through the request's API client.
 */
export async function requestFormAction({
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
  const submission = readRequestForm(form, url.href);
  const result = await context.get(requestApiContext).forms.simple(submission.fields, submission.extras);
  return reply(requestFormOutcome(result), submission.values);
}
