import { integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import type { SeoJson } from "./catalogue";
import { id } from "./columns";

/** Courses (/courses/{slug}/): content, and a target of applications (ADR 059). */
export const courses = pgTable("courses", {
  id: id(),
  slug: text().notNull().unique(),
  title: text().notNull(),
  excerpt: text().notNull().default(""),
  content: text().notNull().default(""),
  /** online | language | individual | hsk | intensive */
  kind: text().notNull(),
  level: text().notNull().default(""),
  duration: text().notNull().default(""),
  price: integer(),
  seo: jsonb().$type<SeoJson>().notNull().default({}),
  sort: integer().notNull().default(0),
});
