import { and, count, desc, eq, type SQL } from "drizzle-orm";
import { z } from "zod";
import { LEAD_STATES } from "../../../../core/domain/leads/lead-state";
import { FORM_KINDS, type SubmittedFields } from "../../../../core/ports/form-submission-repository.port";
import type { Lead, LeadQuery, LeadRepository } from "../../../../core/ports/lead-repository.port";
import type { Database } from "../database";
import { formSubmissions as table } from "../schema";
import { utmFromJson } from "./utm-json";

type Row = typeof table.$inferSelect;

const kindSchema = z.enum(FORM_KINDS);
/** A state the console does not know reads as new, so the lead is looked at again rather than hidden. */
const stateSchema = z.enum(LEAD_STATES).catch("new");
const fieldsSchema = z.record(z.string(), z.json());

const leadOf = (row: Row): Lead => ({
  id: row.id,
  kind: kindSchema.parse(row.kind),
  fields: fieldsSchema.parse(row.fields) as SubmittedFields,
  page_url: row.page_url,
  utm: utmFromJson(row.utm),
  call_session_id: row.call_session_id,
  created_at: row.created_at,
  updated_at: row.updated_at,
  state: stateSchema.parse(row.state),
  assignee_user_id: row.assignee_user_id,
  note: row.note,
  booking_id: row.booking_id,
});

const whereOf = (query: LeadQuery): SQL | undefined =>
  and(
    query.state === undefined ? undefined : eq(table.state, query.state),
    query.kind === undefined ? undefined : eq(table.kind, query.kind),
  );

/** The leads in form_submissions (ADR 058): newest first, paged in the database. */
export function sqlLeadRepository(db: Database): LeadRepository {
  const updated = async (id: number, values: Partial<typeof table.$inferInsert>) => {
    const [row] = await db.update(table).set(values).where(eq(table.id, id)).returning();
    return row ? leadOf(row) : null;
  };
  return {
    async list(query) {
      const where = whereOf(query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(table)
          .where(where)
          .orderBy(desc(table.created_at), desc(table.id))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        db.select({ n: count() }).from(table).where(where),
      ]);
      return { leads: rows.map(leadOf), total: total?.n ?? 0 };
    },
    async find(id) {
      const [row] = await db.select().from(table).where(eq(table.id, id)).limit(1);
      return row ? leadOf(row) : null;
    },
    handle: (id, handling, now) =>
      updated(id, {
        state: handling.state,
        assignee_user_id: handling.assignee_user_id,
        note: handling.note,
        updated_at: now,
      }),
    linkBooking: (id, booking_id, now) => updated(id, { booking_id, updated_at: now }),
  };
}
