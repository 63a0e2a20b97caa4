import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, createdAt, id, updatedAt } from "./columns";

export const users = pgTable(
  "users",
  {
    id: id(),
    username: text().notNull(),
    email: text().notNull(),
    password_hash: text().notNull(),
    first_name: text().notNull().default(""),
    last_name: text().notNull().default(""),
    signature: text().notNull().default(""),
    phone: text().notNull().default(""),
    /** 'none' or the provider the account was created with (vkontakte, odnoklassniki, mailru). */
    status: text().notNull().default("none"),
    avatar_filename: text(),
    /** 'user' | 'staff' | 'admin' */
    role: text().notNull().default("user"),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [uniqueIndex("users_email_uq").on(sql`lower(${t.email})`), uniqueIndex("users_username_uq").on(t.username)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    token_hash: text().notNull(),
    expires_at: at().notNull(),
    created_at: createdAt(),
    last_used_at: at().notNull().defaultNow(),
    user_agent: text().notNull().default(""),
    ip: text().notNull().default(""),
    revoked_at: at(),
  },
  (t) => [uniqueIndex("sessions_token_hash_uq").on(t.token_hash), index("sessions_user_idx").on(t.user_id)],
);

export const socialLinks = pgTable(
  "social_links",
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text().notNull(),
    social_id: text().notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("social_links_provider_uq").on(t.provider, t.social_id),
    index("social_links_user_idx").on(t.user_id),
  ],
);

export const passwordResetCodes = pgTable(
  "password_reset_codes",
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    code_hash: text().notNull(),
    expires_at: at().notNull(),
    used_at: at(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex("password_reset_codes_hash_uq").on(t.code_hash)],
);

/** Failed logins, for the limit of 5 per 15 minutes per account and IP. */
export const loginFailures = pgTable(
  "login_failures",
  { id: id(), email: text().notNull(), ip: text().notNull(), at: createdAt() },
  (t) => [index("login_failures_key_idx").on(t.email, t.ip, t.at)],
);
