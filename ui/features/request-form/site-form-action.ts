import { data, type RouterContextProvider } from "react-router";
import type { FormExtras, FormsApi } from "../../../core/ports/forms-api.port";
import type { SubmitResult } from "../../../core/ports/submit-result";
import { requestApiContext } from "../../app/request-context";
import { type FormOutcome, formOutcome, requestFormStatus } from "./request-form-outcome";
import { HIDDEN_FIELDS } from "./request-form-submission";

/** What a site form's action hands back: the outcome and, after a failure, the entries to show again. */
export type PostedForm<Values> = {
  readonly outcome: FormOutcome;
  readonly values: Values | Readonly<Record<never, string>>;
  /** The page address a post without JavaScript took from its Referer, for the form shown again after a failure. */
  readonly pageUrl?: string;
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

/**
 * A post without JavaScript from a page the page cache shared carries the page address without its utm marks (ADR
 * 070); the post's Referer, when it is the same page with more of its query, has them and takes its place.
 */
const withRefererAddress = (posted: FormData, request: Request): string | undefined => {
  const referer = request.headers.get("referer");
  const page = posted.get(HIDDEN_FIELDS.pageUrl);
  if (referer === null || typeof page !== "string" || !URL.canParse(referer) || !URL.canParse(page)) return undefined;
  const [from, address] = [new URL(referer), new URL(page)];
  const samePage = from.origin === address.origin && from.pathname === address.pathname;
  if (!samePage || from.search.length <= address.search.length) return undefined;
  posted.set(HIDDEN_FIELDS.pageUrl, from.href);
  return from.href;
};

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
      pageUrl?: string,
    ) => {
      const retryAfter = outcome._tag === "TooMany" ? outcome.retryAfterSeconds : null;
      const posted: PostedForm<Values> = {
        outcome,
        values: outcome._tag === "Sent" ? {} : values,
        ...(pageUrl === undefined || outcome._tag === "Sent" ? {} : { pageUrl }),
      };
      const body = { [form.key]: posted } as Record<Key, PostedForm<Values>>;
      return data(body, { status, headers: retryAfter === null ? {} : { "Retry-After": String(retryAfter) } });
    };
    let posted: FormData;
    try {
      posted = await request.formData();
    } catch {
      return reply(UNREADABLE, {}, 400);
    }
    // Handed back with a failure, so the form shown again sends it too.
    const pageUrl = withRefererAddress(posted, request);
    const submission = form.read(posted, url.href);
    const result = await form.send(context.get(requestApiContext).forms, submission.fields, submission.extras);
    const outcome = formOutcome(result, form.visible);
    return reply(outcome, submission.values, requestFormStatus(outcome), pageUrl);
  };
