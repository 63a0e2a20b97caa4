import type { Utm } from "../domain/attribution/utm";

/** The forms of spec 7, as stored in `form_submissions.kind`, and the live chat's call-tracking leads ("chat"). */
export const FORM_KINDS = ["simple", "subscribe", "promo", "calc", "save-doc", "leave-review", "chat"] as const;

export type FormKind = (typeof FORM_KINDS)[number];

/** The kinds a visitor sends through a form of the site (all but the chat's leads). */
export type SiteFormKind = Exclude<FormKind, "chat">;

/** A JSON value, as the validated fields of a form are stored. */
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/** The validated fields of one form (name, phone, calc...), without the extras. */
export type SubmittedFields = Readonly<Record<string, JsonValue>>;

/** Where a request came from: the extras of spec 7 (page address, utm, call-tracking session) and the caller. */
export type SubmissionOrigin = Readonly<{
  pageUrl: string;
  utm: Utm;
  callSessionId: string | null;
  userId: number | null;
  ip: string;
  userAgent: string;
}>;

export type NewFormSubmission = Readonly<{
  kind: FormKind;
  fields: SubmittedFields;
  origin: SubmissionOrigin;
  /** The document of a save-doc form. */
  uploadId: number | null;
  createdAt: Date;
}>;

export type FormSubmission = NewFormSubmission & Readonly<{ id: number }>;

/** Stored form requests (leads); written by the forms API, read by staff tools. */
export interface FormSubmissionRepository {
  add(submission: NewFormSubmission): Promise<FormSubmission>;
  findById(id: number): Promise<FormSubmission | null>;
}
