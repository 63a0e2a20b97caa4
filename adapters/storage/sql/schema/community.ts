import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { institutions } from "./catalogue";
import { at, createdAt, id, updatedAt } from "./columns";
import { courses } from "./courses";
import { uploads } from "./forms";
import { degreePrograms, educationBases } from "./programs";
import { users } from "./users";

/** One rating per user and institution; a second rating replaces the first. */
export const ratings = pgTable(
  "ratings",
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    institution_id: integer()
      .notNull()
      .references(() => institutions.id, { onDelete: "cascade" }),
    value: smallint().notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex("ratings_user_institution_uq").on(t.user_id, t.institution_id)],
);

/** Threaded comments and reviews on any model (relation_type:relation_id). */
export const comments = pgTable(
  "comments",
  {
    id: id(),
    parent_id: integer(),
    relation_type: text().notNull(),
    relation_id: integer().notNull(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    text: text().notNull(),
    attachment_id: integer().references(() => uploads.id),
    is_review: boolean().notNull().default(false),
    /** 1..5 for reviews, null for plain comments. */
    review_rating: smallint(),
    likes: integer().notNull().default(0),
    dislikes: integer().notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
    edited_at: at(),
    deleted_at: at(),
    /** Hidden by staff (ADR 062): the comment and its replies vanish for visitors; counts and review means skip it. */
    hidden_at: at(),
    /** Why staff hid it (shown in the console only). */
    hidden_reason: text().notNull().default(""),
    /** The staff member who hid it (a users id). */
    hidden_by: integer(),
  },
  (t) => [
    index("comments_relation_idx").on(t.relation_type, t.relation_id, t.parent_id),
    index("comments_parent_idx").on(t.parent_id),
    /** The author's recent comments: the per-user rate limit and the duplicate check (ADR 061). */
    index("comments_user_created_idx").on(t.user_id, t.created_at),
    /** The moderation list, newest first. */
    index("comments_created_idx").on(t.created_at),
  ],
);

/** One vote per user and comment; voting the same action again takes the vote back. */
export const commentVotes = pgTable(
  "comment_votes",
  {
    id: id(),
    comment_id: integer()
      .notNull()
      .references(() => comments.id, { onDelete: "cascade" }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    action: text().notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex("comment_votes_uq").on(t.comment_id, t.user_id)],
);

export const bookings = pgTable(
  "bookings",
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Null for a course booking (ADR 059); set for a base or a program. */
    institution_id: integer().references(() => institutions.id),
    degree_program_id: integer().references(() => degreePrograms.id),
    education_base_id: integer().references(() => educationBases.id),
    /** The course of a course booking (ADR 059); null for a base or a program. */
    course_id: integer().references(() => courses.id),
    status: text().notNull().default("registering"),
    /** Where a hold (waiting) or a cancellation request returns to. */
    resume_status: text(),
    note: text().notNull().default(""),
    /** The apply form: who to reach and the intake applied for (empty on bookings made before the form). */
    contact_name: text().notNull().default(""),
    contact_phone: text().notNull().default(""),
    contact_email: text().notNull().default(""),
    intake: text().notNull().default(""),
    /** The staff member handling the application (the staff console's queue, ADR 056); null while nobody is. */
    assignee_user_id: integer().references(() => users.id, { onDelete: "set null" }),
    /** When the booking entered its current status: the start of the status's SLA clock (ADR 056). */
    status_changed_at: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /**
     * The staff queue's search text (ADR 056): the form's contacts and the account's name and e-mail, in lower case,
     * kept by triggers on bookings and users (migration 0019). Never written by the application.
     */
    search_text: text().notNull().default(""),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index("bookings_user_idx").on(t.user_id, t.status),
    index("bookings_status_idx").on(t.status, t.status_changed_at),
    // The staff queue (ADR 056): each filter's rows per status in time order, and the search of its search text.
    index("bookings_assignee_idx").on(t.assignee_user_id, t.status, t.status_changed_at),
    index("bookings_institution_idx").on(t.institution_id, t.status, t.status_changed_at),
    index("bookings_program_idx").on(t.degree_program_id, t.status, t.status_changed_at),
    index("bookings_search_trgm").using("gin", sql`${t.search_text} gin_trgm_ops`),
    index("bookings_course_idx").on(t.course_id, t.user_id),
    // a booking targets a university (an institution) or a course, never both and never neither
    check("bookings_target_check", sql`(${t.institution_id} IS NULL) <> (${t.course_id} IS NULL)`),
  ],
);

export const bookingStatusHistory = pgTable(
  "booking_status_history",
  {
    id: id(),
    booking_id: integer()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    from_status: text(),
    to_status: text().notNull(),
    actor: text().notNull(),
    actor_user_id: integer().references(() => users.id),
    comment: text().notNull().default(""),
    at: createdAt(),
  },
  (t) => [index("booking_status_history_booking_idx").on(t.booking_id, t.at)],
);
