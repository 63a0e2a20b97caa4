import { buildFormExtras } from "../../../core/domain/attribution/form-extras";
import type { FormExtras, FormFields } from "../../../core/ports/forms-api.port";
import { REQUEST_FORM_FIELDS, type RequestFormField } from "./request-form-fields";

/** Names of the hidden inputs that carry the request's attribution and topic. */
export const HIDDEN_FIELDS = {
  subject: "subject",
  pageUrl: "page_url",
  referrer: "referrer",
  trackingSession: "call_tracking_session_id",
} as const;

/** What the visitor typed, to fill the form again after a failure (a form posted without JavaScript). */
export type RequestFormValues = Readonly<Partial<Record<RequestFormField, string>>>;

export type RequestFormSubmission = {
  readonly fields: FormFields;
  readonly extras: FormExtras;
  readonly values: RequestFormValues;
};

/** The request form's longest field is 2000 characters. */
const ECHO_LIMIT = 2100;

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

const isPageAddress = (value: string): boolean => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

/** An entry left blank is sent as null (the API's «not given»). */
export const blankToNull = (value: string): string | null => (value.trim() === "" ? null : value);

/**
 * The extras of spec 7 from a posted form's hidden inputs: the page address with its utm (or the referrer's), and the
 * call-tracking session. `actionUrl` stands in for a missing or unusable page address. Every site form sends these.
 */
export const readFormExtras = (form: FormData, actionUrl: string): FormExtras => {
  const posted = text(form, HIDDEN_FIELDS.pageUrl).trim();
  const attribution = buildFormExtras({
    pageUrl: isPageAddress(posted) ? posted : actionUrl,
    referrer: blankToNull(text(form, HIDDEN_FIELDS.referrer).trim()),
    callTrackingSessionId: blankToNull(text(form, HIDDEN_FIELDS.trackingSession).trim()),
  });
  return {
    page_url: attribution.page_url,
    utm: attribution.utm,
    tracking_session_id: attribution.call_tracking_session_id ?? null,
  };
};

/**
 * The posted entries of `names` (to send, and to show again after a failure), each cut at `limit`: longer than any
 * field of the form the API accepts, so an over-long entry still reaches it and gets its message.
 */
export const postedValues = <Name extends string>(
  form: FormData,
  names: readonly Name[],
  limit = ECHO_LIMIT,
): Readonly<Record<Name, string>> =>
  Object.fromEntries(names.map((name) => [name, text(form, name).slice(0, limit)])) as Record<Name, string>;

/**
 * Reads the posted request form: the visitor's fields, the topic, and the extras of spec 7 (the page address with
 * its utm, the referrer that brought the visitor, the call-tracking session). `actionUrl` stands in for a missing or
 * unusable page address.
 */
export const readRequestForm = (form: FormData, actionUrl: string): RequestFormSubmission => {
  const values = postedValues(form, REQUEST_FORM_FIELDS);
  return {
    fields: {
      name: values.name,
      phone: values.phone,
      email: blankToNull(values.email),
      message: blankToNull(values.message),
      subject: blankToNull(text(form, HIDDEN_FIELDS.subject)),
    },
    extras: readFormExtras(form, actionUrl),
    values,
  };
};
