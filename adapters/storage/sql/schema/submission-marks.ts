import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { formSubmissions } from "./forms";

/**
 * What each stored form post is known again by (ADR 072): the digest of its fingerprint (a repeat within the window
 * gets the first lead) and the client's Idempotency-Key, unique per form kind. One row per submission.
 */
export const formSubmissionMarks = pgTable(
  "form_submission_marks",
  {
    submission_id: integer()
      .primaryKey()
      .references(() => formSubmissions.id, { onDelete: "cascade" }),
    kind: text().notNull(),
    /** SHA-256 (hex) of the canonical fingerprint text of core/domain/leads/submission-fingerprint.ts. */
    fingerprint: text().notNull(),
    idempotency_key: text(),
    created_at: createdAt(),
  },
  (t) => [
    index("form_submission_marks_fingerprint_idx").on(t.fingerprint, t.created_at),
    uniqueIndex("form_submission_marks_key_idx")
      .on(t.kind, t.idempotency_key)
      .where(sql`${t.idempotency_key} is not null`),
  ],
);
