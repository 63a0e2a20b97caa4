import { eq } from "drizzle-orm";
import { z } from "zod";
import {
  FORM_KINDS,
  type FormSubmission,
  type FormSubmissionRepository,
  type NewFormSubmission,
  type SubmittedFields,
} from "../../../../core/ports/form-submission-repository.port";
import type { Database } from "../database";
import { formSubmissions } from "../schema";
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

/** Form submissions in PostgreSQL (or PGlite): table form_submissions. */
export function sqlFormSubmissionRepository(db: Database): FormSubmissionRepository {
  return {
    async add(submission: NewFormSubmission): Promise<FormSubmission> {
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
      return toSubmission(row);
    },

    async findById(id: number): Promise<FormSubmission | null> {
      const [row] = await db.select().from(formSubmissions).where(eq(formSubmissions.id, id)).limit(1);
      return row ? toSubmission(row) : null;
    },
  };
}
