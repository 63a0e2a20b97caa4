import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { at, createdAt, id, updatedAt } from "./columns";
import { users } from "./users";

/** Case forms of a Russian name: { nominative, genitive, dative, accusative, instrumental, prepositional }. */
export type MorphJson = Record<string, string>;
export type SeoJson = { title?: string; description?: string; keywords?: string; h1?: string; og_image?: string };

export const countries = pgTable(
  "countries",
  {
    id: id(),
    slug: text().notNull(),
    name: text().notNull(),
    morph: jsonb().$type<MorphJson>().notNull().default({}),
    currency: text().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [uniqueIndex("countries_slug_uq").on(t.slug)],
);

export const cities = pgTable(
  "cities",
  {
    id: id(),
    slug: text().notNull(),
    country_id: integer()
      .notNull()
      .references(() => countries.id),
    name: text().notNull(),
    morph: jsonb().$type<MorphJson>().notNull().default({}),
    is_province: boolean().notNull().default(false),
  },
  (t) => [uniqueIndex("cities_slug_uq").on(t.country_id, t.slug), index("cities_country_idx").on(t.country_id)],
);

/** Tariffs: per country service prices, and the tariff an institution is sold with. */
export const tariffs = pgTable(
  "tariffs",
  {
    id: id(),
    country_id: integer().references(() => countries.id),
    name: text().notNull(),
    payment_excerpt: text().notNull().default(""),
    price: integer().notNull(),
    final_price: integer().notNull(),
    discount_expires_at: at(),
    discount_percent: integer().notNull().default(0),
    /** Bullet list of what the tariff includes (shown on the service prices page). */
    features: jsonb().$type<string[]>().notNull().default([]),
    sort: integer().notNull().default(0),
  },
  (t) => [index("tariffs_country_idx").on(t.country_id)],
);

export const directions = pgTable("directions", { id: id(), slug: text().notNull().unique(), title: text().notNull() });

export const languages = pgTable("languages", {
  id: id(),
  slug: text().notNull().unique(),
  title: text().notNull(),
  morph: jsonb().$type<MorphJson>().notNull().default({}),
});

/** Program levels (bachelor, master, ...): the `degree_programs` facet and the `pl-` route segment. */
export const programLevels = pgTable("program_levels", {
  id: id(),
  slug: text().notNull().unique(),
  title: text().notNull(),
  sort: integer().notNull().default(0),
});

export const specialties = pgTable("specialties", {
  id: id(),
  slug: text().notNull().unique(),
  title: text().notNull(),
  direction_id: integer().references(() => directions.id),
});

export const institutions = pgTable(
  "institutions",
  {
    id: id(),
    slug: text().notNull(),
    /** Education type number: 1 universities, 2 colleges, 3 schools. */
    type: smallint().notNull(),
    country_id: integer()
      .notNull()
      .references(() => countries.id),
    city_id: integer().references(() => cities.id),
    title_ru: text().notNull(),
    title_en: text().notNull().default(""),
    title_ch: text().notNull().default(""),
    morph: jsonb().$type<MorphJson>().notNull().default({}),
    acronym: text().notNull().default(""),
    price: integer(),
    views: integer().notNull().default(0),
    site: text().notNull().default(""),
    has_grants: boolean().notNull().default(false),
    rating: numeric({ precision: 3, scale: 2, mode: "number" }).notNull().default(0),
    ratings_count: integer().notNull().default(0),
    /** Ratings from before the platform counted votes (imported with the catalogue): votes add to them. */
    prior_ratings_sum: integer().notNull().default(0),
    prior_ratings_count: integer().notNull().default(0),
    rating_by_reviews: numeric({ precision: 3, scale: 2, mode: "number" }).notNull().default(0),
    comments_count: integer().notNull().default(0),
    rank_place: integer(),
    rank_place_country: integer(),
    rank_place_world: integer(),
    places_applicants: integer().notNull().default(0),
    logo: text(),
    /** The campus photo: a public upload's file name (ADR 064), or none. */
    photo: text(),
    is_partner: boolean().notNull().default(false),
    content: text().notNull().default(""),
    seo: jsonb().$type<SeoJson>().notNull().default({}),
    tariff_id: integer().references(() => tariffs.id),
    author_id: integer().references(() => users.id),
    topic_text: text().notNull().default(""),
    founded_year: integer(),
    students_count: integer(),
    // Denormalised search columns, maintained by the repository whenever programs or bases change.
    direction_ids: integer()
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    language_ids: integer()
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    program_level_ids: integer()
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    specialty_ids: integer()
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    grant_types: integer()
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    has_lang_courses: boolean().notNull().default(false),
    min_price: integer(),
    total_places: integer().notNull().default(0),
    available_places: integer().notNull().default(0),
    search_text: text().notNull().default(""),
    updated_at: updatedAt(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex("institutions_slug_uq").on(t.slug),
    index("institutions_type_country_city_idx").on(t.type, t.country_id, t.city_id),
    index("institutions_rating_idx").on(t.rating.desc(), t.id),
    index("institutions_directions_gin").using("gin", t.direction_ids),
    index("institutions_languages_gin").using("gin", t.language_ids),
    index("institutions_levels_gin").using("gin", t.program_level_ids),
    index("institutions_specialties_gin").using("gin", t.specialty_ids),
    index("institutions_search_trgm").using("gin", sql`${t.search_text} gin_trgm_ops`),
  ],
);

export const institutionDirections = pgTable(
  "institution_directions",
  {
    institution_id: integer()
      .notNull()
      .references(() => institutions.id, { onDelete: "cascade" }),
    direction_id: integer()
      .notNull()
      .references(() => directions.id),
  },
  (t) => [primaryKey({ columns: [t.institution_id, t.direction_id] })],
);
