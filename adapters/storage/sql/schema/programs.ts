import { boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { MorphJson, SeoJson } from "./catalogue";
import { directions, institutions, languages, programLevels, specialties } from "./catalogue";
import { at, id, updatedAt } from "./columns";
import { users } from "./users";

/** A degree program of one institution (its bachelor's, master's... offer). */
export const degreePrograms = pgTable(
  "degree_programs",
  {
    id: id(),
    institution_id: integer()
      .notNull()
      .references(() => institutions.id, { onDelete: "cascade" }),
    program_level_id: integer()
      .notNull()
      .references(() => programLevels.id),
    title: text().notNull(),
    slug: text().notNull(),
    excerpt: text().notNull().default(""),
    morph: jsonb().$type<MorphJson>().notNull().default({}),
    content: text().notNull().default(""),
    submission_years: jsonb().$type<number[]>().notNull().default([]),
    seo: jsonb().$type<SeoJson>().notNull().default({}),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("degree_programs_slug_uq").on(t.institution_id, t.slug),
    index("degree_programs_level_idx").on(t.program_level_id),
  ],
);

export type RequiredDocumentJson = { title: string; note?: string };

/** An education base: one concrete intake (grant, scholarship or paid) of a degree program. */
export const educationBases = pgTable(
  "education_bases",
  {
    id: id(),
    institution_id: integer()
      .notNull()
      .references(() => institutions.id, { onDelete: "cascade" }),
    degree_program_id: integer()
      .notNull()
      .references(() => degreePrograms.id, { onDelete: "cascade" }),
    title: text().notNull(),
    excerpt: text().notNull().default(""),
    slug: text().notNull(),
    min_price: integer(),
    max_price: integer(),
    /** 1 grants, 2 scholarships, null for a paid place. */
    type: smallint(),
    is_language_course: boolean().notNull().default(false),
    enrollment_phase: text().notNull().default(""),
    submission_at: at(),
    entrance_at: at(),
    enrollment_at: at(),
    hsk_level: smallint(),
    ielts_level: text(),
    waves_status: text().notNull().default("closed"),
    waves_current: smallint().notNull().default(0),
    content: text().notNull().default(""),
    required_documents: jsonb().$type<RequiredDocumentJson[]>().notNull().default([]),
    seo: jsonb().$type<SeoJson>().notNull().default({}),
    views: integer().notNull().default(0),
    total_places: integer().notNull().default(0),
    available_places: integer().notNull().default(0),
    author_id: integer().references(() => users.id),
    topic_text: text().notNull().default(""),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex("education_bases_slug_uq").on(t.institution_id, t.slug),
    index("education_bases_program_idx").on(t.degree_program_id),
  ],
);

export const admissionWaves = pgTable(
  "admission_waves",
  {
    id: id(),
    education_base_id: integer()
      .notNull()
      .references(() => educationBases.id, { onDelete: "cascade" }),
    position: smallint().notNull(),
    label: text().notNull(),
    date_from: at().notNull(),
    date_to: at().notNull(),
  },
  (t) => [uniqueIndex("admission_waves_position_uq").on(t.education_base_id, t.position)],
);

export const educationBaseLanguages = pgTable(
  "education_base_languages",
  {
    education_base_id: integer()
      .notNull()
      .references(() => educationBases.id, { onDelete: "cascade" }),
    language_id: integer()
      .notNull()
      .references(() => languages.id),
  },
  (t) => [primaryKey({ columns: [t.education_base_id, t.language_id] })],
);

export const educationBaseDirections = pgTable(
  "education_base_directions",
  {
    education_base_id: integer()
      .notNull()
      .references(() => educationBases.id, { onDelete: "cascade" }),
    direction_id: integer()
      .notNull()
      .references(() => directions.id),
  },
  (t) => [primaryKey({ columns: [t.education_base_id, t.direction_id] })],
);

/** A specialty offered on an education base, with its own price range, period and languages. */
export const educationBaseSpecialties = pgTable(
  "education_base_specialties",
  {
    education_base_id: integer()
      .notNull()
      .references(() => educationBases.id, { onDelete: "cascade" }),
    specialty_id: integer()
      .notNull()
      .references(() => specialties.id),
    min_price: integer(),
    max_price: integer(),
    period: text().notNull().default(""),
    language_ids: integer().array().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.education_base_id, t.specialty_id] })],
);
