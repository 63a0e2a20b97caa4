import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { SeoJson } from "./catalogue";
import { institutions } from "./catalogue";
import { at, createdAt, id, updatedAt } from "./columns";
import { bookings } from "./community";
import { users } from "./users";

/** Page data by URL path: SEO and the page's content (HTML written by the agency's editors). */
export const pages = pgTable("pages", {
  id: id(),
  url: text().notNull().unique(),
  title: text().notNull(),
  seo: jsonb().$type<SeoJson>().notNull().default({}),
  description: text().notNull().default(""),
  updated_at: updatedAt(),
});

export const blogCategories = pgTable("blog_categories", {
  id: id(),
  slug: text().notNull().unique(),
  title: text().notNull(),
  sort: integer().notNull().default(0),
});

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: id(),
    category_id: integer()
      .notNull()
      .references(() => blogCategories.id),
    slug: text().notNull(),
    title: text().notNull(),
    excerpt: text().notNull().default(""),
    content: text().notNull(),
    cover: text(),
    reading_minutes: smallint().notNull().default(3),
    views: integer().notNull().default(0),
    seo: jsonb().$type<SeoJson>().notNull().default({}),
    published_at: at().notNull(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("blog_posts_slug_uq").on(t.category_id, t.slug),
    index("blog_posts_published_idx").on(t.published_at),
  ],
);

export const faqEntries = pgTable("faq_entries", {
  id: id(),
  question: text().notNull(),
  answer: text().notNull(),
  topic: text().notNull().default("general"),
  is_main: boolean().notNull().default(false),
  sort: integer().notNull().default(0),
});

export const teamMembers = pgTable("team_members", {
  id: id(),
  name: text().notNull(),
  position: text().notNull(),
  photo: text(),
  bio: text().notNull().default(""),
  languages: jsonb().$type<string[]>().notNull().default([]),
  sort: integer().notNull().default(0),
});

export const certificates = pgTable("certificates", {
  id: id(),
  title: text().notNull(),
  issuer: text().notNull().default(""),
  image: text(),
  issued_at: at(),
  sort: integer().notNull().default(0),
});

export const diplomas = pgTable("diplomas", {
  id: id(),
  student_name: text().notNull(),
  title: text().notNull(),
  institution_id: integer().references(() => institutions.id),
  year: smallint().notNull(),
  image: text(),
  sort: integer().notNull().default(0),
});

/** Published reviews of the agency's clients (the /reviews/ page), separate from comments. */
export const reviews = pgTable("reviews", {
  id: id(),
  author_name: text().notNull(),
  author_city: text().notNull().default(""),
  text: text().notNull(),
  rating: smallint().notNull(),
  institution_id: integer().references(() => institutions.id),
  video_url: text(),
  published_at: at().notNull(),
});

export const teachers = pgTable("teachers", {
  id: id(),
  name: text().notNull(),
  photo: text(),
  languages: jsonb().$type<string[]>().notNull().default([]),
  experience_years: smallint().notNull().default(0),
  about: text().notNull().default(""),
  hsk_level: smallint(),
});

export const notifications = pgTable(
  "notifications",
  {
    id: id(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text().notNull(),
    text: text().notNull().default(""),
    link: text(),
    /** What it tells about (an application event of ADR 051, or "" for an editorial one) and its application. */
    event: text().notNull().default(""),
    booking_id: integer().references(() => bookings.id, { onDelete: "cascade" }),
    /** Set on what is told only once (a planned reminder, ADR 055); null otherwise (nulls never collide). */
    once_key: text(),
    read_at: at(),
    created_at: createdAt(),
  },
  (t) => [
    index("notifications_user_idx").on(t.user_id, t.created_at),
    uniqueIndex("notifications_once_key_uq").on(t.once_key),
    index("notifications_unread_idx")
      .on(t.user_id)
      .where(sql`${t.read_at} is null`),
  ],
);

export const banners = pgTable("banners", {
  id: id(),
  key: text().notNull(),
  title: text().notNull(),
  text: text().notNull().default(""),
  image: text(),
  link: text(),
  sort: integer().notNull().default(0),
});

/** Layout settings by key (contacts, footer, interactive_map, hsk...), each a JSON document. */
export const layoutSettings = pgTable("layout_settings", {
  key: text().primaryKey(),
  value: jsonb().$type<unknown>().notNull(),
  updated_at: updatedAt(),
});

/** Notices: a main notice (model_type null) or one attached to a model; model notices win. */
export const notices = pgTable(
  "notices",
  {
    id: id(),
    model_type: text(),
    model_id: integer(),
    text: text().notNull(),
    link: text(),
    level: text().notNull().default("info"),
    starts_at: at(),
    ends_at: at(),
  },
  (t) => [index("notices_model_idx").on(t.model_type, t.model_id)],
);
