import { bigint, boolean, customType, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/** Raw bytes (PostgreSQL bytea), read and written as Uint8Array on both engines. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/**
 * Rate-limit windows shared by every server process on PostgreSQL (ADR 073): per key, the accepted hits still
 * inside the window (milliseconds since the epoch, oldest first). A row whose `expires_at` has passed holds nothing
 * that counts and is swept.
 */
export const rateLimitWindows = pgTable(
  "rate_limit_windows",
  {
    key: text().primaryKey(),
    hits: bigint({ mode: "number" }).array().notNull(),
    /** Whether the latest hit was counted (the answer of the statement that wrote the row). */
    last_accepted: boolean().notNull(),
    expires_at: timestamp({ withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("rate_limit_windows_expires_idx").on(t.expires_at)],
);

/**
 * Uploaded and seeded files kept in the database when several processes serve the site (ADR 073), in two buckets:
 * `public` (what /uploads/ serves, with its own access rule for form documents) and `private` (application
 * documents, served only through their API calls).
 */
export const storedFiles = pgTable(
  "stored_files",
  {
    bucket: text().notNull(),
    filename: text().notNull(),
    bytes: bytea().notNull(),
    size: integer().notNull(),
    sha256: text().notNull(),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.filename] })],
);
