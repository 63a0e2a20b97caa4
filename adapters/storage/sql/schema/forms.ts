import { index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { at, createdAt, id, updatedAt } from "./columns";

export type UtmJson = Partial<
  Record<"utm_source" | "utm_medium" | "utm_content" | "utm_campaign" | "utm_term", string>
>;

/** Uploaded files (documents of the save-doc form, comment attachments, avatars). */
export const uploads = pgTable("uploads", {
  id: id(),
  /** Stored name: random, with the extension of the detected type; served under /uploads/{chunks}/{filename}. */
  filename: text().notNull().unique(),
  original_name: text().notNull(),
  mime: text().notNull(),
  size: integer().notNull(),
  sha256: text().notNull(),
  user_id: integer(),
  created_at: createdAt(),
});

export const formSubmissions = pgTable(
  "form_submissions",
  {
    id: id(),
    /** simple | subscribe | promo | calc | save-doc | leave-review */
    kind: text().notNull(),
    fields: jsonb().$type<Record<string, unknown>>().notNull(),
    utm: jsonb().$type<UtmJson>().notNull().default({}),
    page_url: text().notNull().default(""),
    call_session_id: text(),
    upload_id: integer().references(() => uploads.id),
    user_id: integer(),
    ip: text().notNull().default(""),
    user_agent: text().notNull().default(""),
    /** The lead's handling in the staff console (ADR 058): new | in_work | done. */
    state: text().notNull().default("new"),
    /** The staff member handling the lead (a users id; no foreign key: this module sits below users). */
    assignee_user_id: integer(),
    /** The staff's note on the lead. */
    note: text().notNull().default(""),
    /** The application the lead became, when it became one (a bookings id). */
    booking_id: integer(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("form_submissions_kind_idx").on(t.kind, t.created_at),
    index("form_submissions_state_idx").on(t.state, t.created_at),
  ],
);

export const visits = pgTable(
  "visits",
  {
    id: id(),
    session_id: text().notNull(),
    yid: text(),
    path: text().notNull().default(""),
    referrer: text().notNull().default(""),
    utm: jsonb().$type<UtmJson>().notNull().default({}),
    ip: text().notNull().default(""),
    user_agent: text().notNull().default(""),
    user_id: integer(),
    created_at: createdAt(),
  },
  (t) => [index("visits_session_idx").on(t.session_id), index("visits_yid_idx").on(t.yid)],
);

export const mailOutbox = pgTable("mail_outbox", {
  id: id(),
  to: text().notNull(),
  subject: text().notNull(),
  text: text().notNull(),
  created_at: createdAt(),
  sent_at: at(),
  /** Delivery tries so far and the last refusal's text (SMTP only; the staff console's mail view, ADR 058). */
  attempts: integer().notNull().default(0),
  last_error: text().notNull().default(""),
});
