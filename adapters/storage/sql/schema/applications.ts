import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { at, createdAt, id, updatedAt } from "./columns";
import { bookings } from "./community";
import { users } from "./users";

/**
 * One document of an application's checklist (docs/adr/051-application-documents-money-payments.md): a standard
 * one (`kind` passport, photo, ...) or one the education base requires (`kind` "base:{n}", `title` from the base).
 * `stage` is where its pipeline stands; a rejected document is back at `needed` with the staff's `remark`.
 */
export const bookingDocuments = pgTable(
  "booking_documents",
  {
    id: id(),
    booking_id: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    kind: text().notNull(),
    title: text().notNull(),
    note: text().notNull().default(""),
    mandatory: boolean().notNull(),
    position: integer().notNull(),
    stage: text().notNull().default("needed"),
    remark: text().notNull().default(""),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex("booking_documents_kind_uq").on(t.booking_id, t.kind)],
);

/** Every uploaded version of a document (a re-upload adds a version, never replaces one); bytes are private. */
export const bookingDocumentFiles = pgTable(
  "booking_document_files",
  {
    id: id(),
    document_id: integer()
      .notNull()
      .references(() => bookingDocuments.id, { onDelete: "cascade" }),
    version: integer().notNull(),
    file_key: text().notNull(),
    original_name: text().notNull(),
    content_type: text().notNull(),
    size: integer().notNull(),
    sha256: text().notNull(),
    uploaded_by: integer().references(() => users.id, { onDelete: "set null" }),
    uploaded_at: createdAt(),
  },
  (t) => [uniqueIndex("booking_document_files_version_uq").on(t.document_id, t.version)],
);

/** The timeline of a document: each stage change, who made it, and the remark of a rejection. */
export const bookingDocumentEvents = pgTable(
  "booking_document_events",
  {
    id: id(),
    booking_id: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    document_id: integer()
      .notNull()
      .references(() => bookingDocuments.id, { onDelete: "cascade" }),
    from_stage: text(),
    to_stage: text().notNull(),
    actor: text().notNull(),
    actor_user_id: integer().references(() => users.id, { onDelete: "set null" }),
    remark: text().notNull().default(""),
    at: createdAt(),
  },
  (t) => [index("booking_document_events_booking_idx").on(t.booking_id, t.at)],
);

/** The one thread of an application between the applicant and the staff. */
export const bookingMessages = pgTable(
  "booking_messages",
  {
    id: id(),
    booking_id: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    author: text().notNull(),
    author_user_id: integer().references(() => users.id, { onDelete: "set null" }),
    text: text().notNull(),
    created_at: createdAt(),
  },
  (t) => [index("booking_messages_booking_idx").on(t.booking_id, t.created_at)],
);

/**
 * The money of an application, one line per amount: what it is, who receives it, the amount in its currency and in
 * roubles when the line was set, its refund rule, its state, and the payment status it belongs to.
 */
export const bookingLedgerLines = pgTable(
  "booking_ledger_lines",
  {
    id: id(),
    booking_id: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    kind: text().notNull(),
    description: text().notNull().default(""),
    recipient: text().notNull(),
    amount_minor: bigint({ mode: "number" }).notNull(),
    currency: text().notNull(),
    amount_rub_minor: bigint({ mode: "number" }).notNull(),
    refund_rule: text().notNull(),
    payment_stage: text().notNull(),
    state: text().notNull().default("due"),
    created_by: integer().references(() => users.id, { onDelete: "set null" }),
    created_at: createdAt(),
    paid_at: at(),
    updated_at: updatedAt(),
  },
  (t) => [index("booking_ledger_lines_booking_idx").on(t.booking_id)],
);

/**
 * A payment attempt at a provider for one ledger line. `provider_payment_id` is the provider's id; the state moves
 * once from `pending` to `succeeded` or `failed`.
 */
export const payments = pgTable(
  "payments",
  {
    id: id(),
    booking_id: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    ledger_line_id: integer()
      .notNull()
      .references(() => bookingLedgerLines.id, { onDelete: "cascade" }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text().notNull(),
    provider_payment_id: text().notNull(),
    amount_minor: bigint({ mode: "number" }).notNull(),
    currency: text().notNull(),
    state: text().notNull().default("pending"),
    created_at: createdAt(),
    completed_at: at(),
  },
  (t) => [
    uniqueIndex("payments_provider_id_uq").on(t.provider, t.provider_payment_id),
    index("payments_ledger_line_idx").on(t.ledger_line_id),
  ],
);

/** Provider callbacks already taken: a replayed or duplicated callback (same event id) is recognised here. */
export const paymentCallbacks = pgTable(
  "payment_callbacks",
  {
    provider: text().notNull(),
    event_id: text().notNull(),
    payment_id: integer().references(() => payments.id, { onDelete: "cascade" }),
    outcome: text().notNull(),
    received_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.event_id] })],
);

/** The steps after the offer (admission notice, JW202, X1 visa, arrival, residence permit), each with its date. */
export const bookingMilestones = pgTable(
  "booking_milestones",
  {
    booking_id: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    step: text().notNull(),
    on_date: date({ mode: "string" }).notNull(),
    updated_by: integer().references(() => users.id, { onDelete: "set null" }),
    updated_at: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.booking_id, t.step] })],
);

/**
 * A durable job table: each job has a unique key (a reminder is planned once), a time to run, and is claimed with a
 * lease, so a restart neither loses a job nor runs a finished one again.
 */
export const scheduledJobs = pgTable(
  "scheduled_jobs",
  {
    id: id(),
    kind: text().notNull(),
    job_key: text().notNull(),
    run_at: at().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    state: text().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    locked_until: at(),
    last_error: text().notNull().default(""),
    done_at: at(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex("scheduled_jobs_key_uq").on(t.job_key), index("scheduled_jobs_due_idx").on(t.state, t.run_at)],
);
