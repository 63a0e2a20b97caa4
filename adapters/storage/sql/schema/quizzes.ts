import { sql } from "drizzle-orm";
import { boolean, check, date, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { cities } from "./catalogue";
import { id } from "./columns";

/**
 * Quizzes (docs/adr/066-quiz.md): a slug for /quiz/{slug}/, its title and introduction, the questions it asks and
 * the fixed answers (preset) of those it does not ask. At most one is the default (/quiz/); unpublished ones are 404.
 */
export const quizzes = pgTable(
  "quizzes",
  {
    id: id(),
    slug: text().notNull(),
    title: text().notNull(),
    intro: text().notNull().default(""),
    questions: jsonb().$type<string[]>().notNull(),
    preset: jsonb().$type<Record<string, string | number>>().notNull().default({}),
    is_default: boolean().notNull().default(false),
    published: boolean().notNull().default(true),
  },
  (t) => [
    uniqueIndex("quizzes_slug_uq").on(t.slug),
    uniqueIndex("quizzes_one_default_uq")
      .on(t.is_default)
      .where(sql`${t.is_default}`),
  ],
);

/** The population of a catalogue city, with where the figure comes from and as of when (the quiz's city size). */
export const cityPopulations = pgTable(
  "city_populations",
  {
    city_id: integer()
      .primaryKey()
      .references(() => cities.id, { onDelete: "cascade" }),
    population: integer().notNull(),
    source: text().notNull(),
    as_of: date({ mode: "string" }).notNull(),
  },
  (t) => [check("city_populations_population_ck", sql`${t.population} >= 0`)],
);
