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

/**
 * What makes a post a repeat of a stored one (ADR 072): the same fingerprint (submission-fingerprint.ts) stored after
 * `since`, or the same Idempotency-Key for the same form kind at any time.
 */
export type RepeatGuard = Readonly<{ fingerprint: string; idempotencyKey: string | null; since: Date }>;

/** The submission a post stands for: the one it stored (created) or the earlier one it repeats. */
export type StoredOnce = Readonly<{ submission: FormSubmission; created: boolean }>;

/** Stored form requests (leads); written by the forms API, read by staff tools. */
export interface FormSubmissionRepository {
  add(submission: NewFormSubmission): Promise<FormSubmission>;
  /**
   * Stores the submission unless it repeats one (see RepeatGuard), atomically: however many identical posts arrive
   * at once, in however many processes, one is stored and every other gets that one back.
   */
  addOnce(submission: NewFormSubmission, guard: RepeatGuard): Promise<StoredOnce>;
  findById(id: number): Promise<FormSubmission | null>;
}
