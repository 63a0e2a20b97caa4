import { boolean, integer, pgTable, primaryKey, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, createdAt, id, updatedAt } from "./columns";
import { users } from "./users";

/**
 * Which events send the user an e-mail (ADR 048): one row per event the user has set; an event without a row
 * takes the core's default. Deleting the user deletes the rows.
 */
export const notificationEmailSettings = pgTable(
  "notification_email_settings",
  {
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    event: text().notNull(),
    enabled: boolean().notNull(),
    updated_at: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.event] })],
);

/**
 * A social sign-in in flight (ADR 049): the OAuth 2 state (stored as its SHA-256), the PKCE verifier, what the
 * flow is for (log in, or link to `user_id`) and where to return. Used once, within its lifetime.
 */
export const oauthStates = pgTable(
  "oauth_states",
  {
    id: id(),
    state_hash: text().notNull(),
    provider: text().notNull(),
    /** 'login' | 'link' */
    purpose: text().notNull(),
    user_id: integer().references(() => users.id, { onDelete: "cascade" }),
    code_verifier: text().notNull(),
    return_to: text().notNull(),
    created_at: createdAt(),
    expires_at: at().notNull(),
    used_at: at(),
  },
  (t) => [uniqueIndex("oauth_states_state_hash_uq").on(t.state_hash)],
);
