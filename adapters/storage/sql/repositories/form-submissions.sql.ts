import { createHash } from "node:crypto";
import { and, asc, eq, gt, or, sql } from "drizzle-orm";
import { z } from "zod";
import {
  FORM_KINDS,
  type FormSubmission,
  type FormSubmissionRepository,
  type NewFormSubmission,
  type RepeatGuard,
  type StoredOnce,
  type SubmittedFields,
} from "../../../../core/ports/form-submission-repository.port";
import type { Database } from "../database";
import { formSubmissionMarks as marks, formSubmissions } from "../schema";
import { utmFromJson } from "./utm-json";

type Row = typeof formSubmissions.$inferSelect;

const kindSchema = z.enum(FORM_KINDS);
const fieldsSchema = z.record(z.string(), z.json());

/** A row as the domain's submission; a kind outside the known set is a defect of the data, reported as such. */
const toSubmission = (row: Row): FormSubmission => ({
  id: row.id,
  kind: kindSchema.parse(row.kind),
  fields: fieldsSchema.parse(row.fields) as SubmittedFields,
  origin: {
    pageUrl: row.page_url,
    utm: utmFromJson(row.utm),
    callSessionId: row.call_session_id,
    userId: row.user_id,
    ip: row.ip,
    userAgent: row.user_agent,
  },
  uploadId: row.upload_id,
  createdAt: row.created_at,
});

type Runner = Parameters<Parameters<Database["transaction"]>[0]>[0] | Database;

const insertRow = async (db: Runner, submission: NewFormSubmission): Promise<Row> => {
  const { origin } = submission;
  const [row] = await db
    .insert(formSubmissions)
    .values({
      kind: submission.kind,
      fields: submission.fields as Record<string, unknown>,
      utm: origin.utm,
      page_url: origin.pageUrl,
      call_session_id: origin.callSessionId,
      upload_id: submission.uploadId,
      user_id: origin.userId,
      ip: origin.ip,
      user_agent: origin.userAgent,
      created_at: submission.createdAt,
    })
    .returning();
  if (!row) throw new Error("INSERT into form_submissions returned no row");
  return row;
};

const digest = (text: string): string => createHash("sha256").update(text).digest("hex");

/**
 * Transaction-scoped advisory locks on the fingerprint and on the key, taken in one order (no deadlock between two
 * posts that share one of them): a second identical post, in this process or another, waits here until the first
 * has committed its row and its mark, then finds them.
 */
const lockRepeats = async (tx: Runner, kind: string, fingerprint: string, key: string | null) => {
  const names = [`form-fingerprint:${fingerprint}`, ...(key === null ? [] : [`form-key:${kind}:${key}`])].sort();
  for (const name of names) await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
};

/** Form submissions in PostgreSQL (or PGlite): tables form_submissions and form_submission_marks. */
export function sqlFormSubmissionRepository(db: Database): FormSubmissionRepository {
  return {
    async add(submission: NewFormSubmission): Promise<FormSubmission> {
      return toSubmission(await insertRow(db, submission));
    },

    addOnce(submission: NewFormSubmission, guard: RepeatGuard): Promise<StoredOnce> {
      const fingerprint = digest(guard.fingerprint);
      const key = guard.idempotencyKey;
      return db.transaction(async (tx) => {
        await lockRepeats(tx, submission.kind, fingerprint, key);
        const sameKey = key === null ? undefined : and(eq(marks.kind, submission.kind), eq(marks.idempotency_key, key));
        const samePost = and(eq(marks.fingerprint, fingerprint), gt(marks.created_at, guard.since));
        const [earlier] = await tx
          .select({ row: formSubmissions })
          .from(marks)
          .innerJoin(formSubmissions, eq(formSubmissions.id, marks.submission_id))
          .where(or(sameKey, samePost))
          .orderBy(asc(marks.created_at), asc(marks.submission_id))
          .limit(1);
        if (earlier !== undefined) return { submission: toSubmission(earlier.row), created: false };
        const row = await insertRow(tx, submission);
        await tx.insert(marks).values({
          submission_id: row.id,
          kind: submission.kind,
          fingerprint,
          idempotency_key: key,
          created_at: submission.createdAt,
        });
        return { submission: toSubmission(row), created: true };
      });
    },

    async findById(id: number): Promise<FormSubmission | null> {
      const [row] = await db.select().from(formSubmissions).where(eq(formSubmissions.id, id)).limit(1);
      return row ? toSubmission(row) : null;
    },
  };
}
