/**
 * When a form post repeats an earlier one (ADR 072): the same form kind, the same contacts, the same page (its address
 * without query or fragment) and, for kinds whose content is the point, the same content; within REPEAT_WINDOW_MS of
 * the first. The fingerprint is a canonical text of exactly those parts, so equal parts give equal text whatever the
 * field order, and different parts never collide (the adapter stores a digest of it).
 */

/** How long a repeated post answers with the first one's lead. */
export const REPEAT_WINDOW_MS = 10 * 60_000;

/** Who sent it: the fields every lead kind identifies its sender by. */
const CONTACT_FIELDS = ["name", "phone", "email"] as const;

/** A review is its text; its repeat is the same review, not any review by the same person. */
const CONTENT_FIELDS: Readonly<Record<string, readonly string[]>> = {
  "leave-review": ["text", "rating", "institution_id"],
};

type Scalar = string | number | boolean | null;

export type FingerprintInput = Readonly<{
  kind: string;
  fields: Readonly<Record<string, unknown>>;
  pageUrl: string;
  /** The digest of the sent document (save-doc): a second document is a second submission. */
  document?: string | null;
}>;

/** The page of an address: without query and fragment, so utm or a tracking parameter does not make a new page. */
export const pageOf = (pageUrl: string): string => pageUrl.trim().split(/[?#]/, 1)[0] ?? "";

const scalarOf = (value: unknown): Scalar =>
  typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? value : null;

export const submissionFingerprint = ({ kind, fields, pageUrl, document = null }: FingerprintInput): string => {
  const names = [...CONTACT_FIELDS, ...(CONTENT_FIELDS[kind] ?? [])];
  const identity = names.map((name) => [name, scalarOf(fields[name])] as const);
  return JSON.stringify([kind, pageOf(pageUrl), identity, document]);
};

/** The earliest time a first post may have been made for a post at `now` to repeat it (exclusive). */
export const repeatWindowStart = (now: Date): Date => new Date(now.getTime() - REPEAT_WINDOW_MS);
