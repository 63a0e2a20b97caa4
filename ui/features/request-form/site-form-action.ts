import { data, type RouterContextProvider } from "react-router";
import type { FormExtras, FormsApi } from "../../../core/ports/forms-api.port";
import type { SubmitResult } from "../../../core/ports/submit-result";
import { requestApiContext } from "../../app/request-context";
import { type FormOutcome, formOutcome, requestFormStatus } from "./request-form-outcome";

/** What a site form's action hands back: the outcome and, after a failure, the entries to show again. */
export type PostedForm<Values> = {
  readonly outcome: FormOutcome;
  readonly values: Values | Readonly<Record<never, string>>;
};

/** A posted form read into what the API takes (`fields`, the extras of spec 7) and what to show again (`values`). */
export type FormSubmission<Fields, Values> = {
  readonly fields: Fields;
  readonly extras: FormExtras;
  readonly values: Values;
};

/** One site form: where its result goes in the action data, how it is read, sent, and which fields it shows. */
export type SiteForm<Key extends string, Fields, Values> = Readonly<{
  key: Key;
  read: (form: FormData, actionUrl: string) => FormSubmission<Fields, Values>;
  send: (forms: FormsApi, fields: Fields, extras: FormExtras) => Promise<SubmitResult>;
  visible: readonly string[];
}>;

type ActionArgs = { request: Request; url: URL; context: Readonly<RouterContextProvider> };

const UNREADABLE: FormOutcome = { _tag: "Invalid", fields: {}, other: [] };

/**
 * The route action behind a site form (spec 7 forms). It runs on the server for a plain form post (no JavaScript:
 * the page is rendered again with the outcome) and for a fetcher's post alike, sending the fields with page_url, utm
 * and the call-tracking session through the request's forms port. A sent form shows no entries again.
 */
export const siteFormAction =
  <Key extends string, Fields, Values>(form: SiteForm<Key, Fields, Values>) =>
  async ({ request, url, context }: ActionArgs) => {
    const reply = (
      outcome: FormOutcome,
      values: Values | Readonly<Record<never, string>>,
      status = requestFormStatus(outcome),
    ) => {
      const retryAfter = outcome._tag === "TooMany" ? outcome.retryAfterSeconds : null;
      const posted: PostedForm<Values> = { outcome, values: outcome._tag === "Sent" ? {} : values };
      const body = { [form.key]: posted } as Record<Key, PostedForm<Values>>;
      return data(body, { status, headers: retryAfter === null ? {} : { "Retry-After": String(retryAfter) } });
    };
    let posted: FormData;
    try {
      posted = await request.formData();
    } catch {
      return reply(UNREADABLE, {}, 400);
    }
    const submission = form.read(posted, url.href);
    const result = await form.send(context.get(requestApiContext).forms, submission.fields, submission.extras);
    return reply(formOutcome(result, form.visible), submission.values);
  };
