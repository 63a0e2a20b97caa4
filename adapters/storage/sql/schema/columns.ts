import { integer, timestamp } from "drizzle-orm/pg-core";

/** An identity primary key that still accepts explicit ids (seeded reference data keeps stable ids). */
export const id = () => integer().primaryKey().generatedByDefaultAsIdentity();
export const createdAt = () => timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow();
export const updatedAt = () => timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow();
export const at = () => timestamp({ withTimezone: true, mode: "date" });
