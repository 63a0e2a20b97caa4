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

/** Longer than any field the API accepts, so an over-long entry still reaches it and gets its message. */
const ECHO_LIMIT = 2100;

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

const isPageAddress = (value: string): boolean => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

const blankToNull = (value: string): string | null => (value.trim() === "" ? null : value);

/**
 * Reads the posted request form: the visitor's fields, the topic, and the extras of spec 7 (the page address with
 * its utm, the referrer that brought the visitor, the call-tracking session). `actionUrl` stands in for a missing or
 * unusable page address.
 */
export const readRequestForm = (form: FormData, actionUrl: string): RequestFormSubmission => {
  const values = Object.fromEntries(
    REQUEST_FORM_FIELDS.map((field) => [field, text(form, field).slice(0, ECHO_LIMIT)]),
  ) as Record<RequestFormField, string>;
  const posted = text(form, HIDDEN_FIELDS.pageUrl).trim();
  const attribution = buildFormExtras({
    pageUrl: isPageAddress(posted) ? posted : actionUrl,
    referrer: blankToNull(text(form, HIDDEN_FIELDS.referrer).trim()),
    callTrackingSessionId: blankToNull(text(form, HIDDEN_FIELDS.trackingSession).trim()),
  });
  return {
    fields: {
      name: values.name,
      phone: values.phone,
      email: blankToNull(values.email),
      message: blankToNull(values.message),
      subject: blankToNull(text(form, HIDDEN_FIELDS.subject)),
    },
    extras: {
      page_url: attribution.page_url,
      utm: attribution.utm,
      tracking_session_id: attribution.call_tracking_session_id ?? null,
    },
    values,
  };
};
