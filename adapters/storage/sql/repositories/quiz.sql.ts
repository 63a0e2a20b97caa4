import { and, eq, inArray, sql } from "drizzle-orm";
import type { QuizRepository } from "../../../../core/ports/quiz-repository.port";
import { quizCandidateOf, quizDefinitionOf } from "../../mapping/quiz.mapping";
import type { LanguageRow } from "../../rows/storage-rows";
import type { Database } from "../database";
import {
  cities,
  cityPopulations,
  countries,
  degreePrograms,
  directions,
  educationBaseDirections,
  educationBaseLanguages,
  educationBases,
  institutions,
  languages,
  programLevels,
  quizzes,
} from "../schema";

/** The same rule as the catalogue's reads: a type 1..3 and a slug ending in dash plus digits. */
const publishable = and(inArray(institutions.type, [1, 2, 3]), sql`${institutions.slug} ~ '^[^[:space:]/]*-[0-9]+$'`);

const grouped = <T>(pairs: readonly { base: number; value: T }[]): Map<number, T[]> => {
  const map = new Map<number, T[]>();
  for (const { base, value } of pairs) map.set(base, [...(map.get(base) ?? []), value]);
  return map;
};

/** Quizzes and their candidates in PostgreSQL (or PGlite): tables quizzes and city_populations over the catalogue. */
export function sqlQuizRepository(db: Database): QuizRepository {
  return {
    async quiz(slug) {
      const [row] = await db
        .select()
        .from(quizzes)
        .where(and(eq(quizzes.published, true), slug === null ? eq(quizzes.is_default, true) : eq(quizzes.slug, slug)))
        .limit(1);
      return row === undefined ? null : quizDefinitionOf(row);
    },

    candidates: () =>
      db.transaction(
        async (tx) => {
          const rows = await tx
            .select({
              base: {
                id: educationBases.id,
                slug: educationBases.slug,
                title: educationBases.title,
                min_price: educationBases.min_price,
                type: educationBases.type,
                is_language_course: educationBases.is_language_course,
                hsk_level: educationBases.hsk_level,
              },
              program: { title: degreePrograms.title },
              level: { slug: programLevels.slug, title: programLevels.title, sort: programLevels.sort },
              institution: {
                id: institutions.id,
                slug: institutions.slug,
                type: institutions.type,
                title_ru: institutions.title_ru,
              },
              country: countries,
              city: cities,
              population: cityPopulations.population,
            })
            .from(educationBases)
            .innerJoin(degreePrograms, eq(degreePrograms.id, educationBases.degree_program_id))
            .innerJoin(programLevels, eq(programLevels.id, degreePrograms.program_level_id))
            .innerJoin(institutions, eq(institutions.id, educationBases.institution_id))
            .innerJoin(countries, eq(countries.id, institutions.country_id))
            .leftJoin(cities, eq(cities.id, institutions.city_id))
            .leftJoin(cityPopulations, eq(cityPopulations.city_id, cities.id))
            .where(publishable)
            .orderBy(educationBases.id);
          const languagePairs = await tx
            .select({
              base: educationBaseLanguages.education_base_id,
              value: { id: languages.id, slug: languages.slug, title: languages.title },
            })
            .from(educationBaseLanguages)
            .innerJoin(languages, eq(languages.id, educationBaseLanguages.language_id));
          const directionPairs = await tx
            .select({ base: educationBaseDirections.education_base_id, value: directions.slug })
            .from(educationBaseDirections)
            .innerJoin(directions, eq(directions.id, educationBaseDirections.direction_id));
          const languagesOf = grouped<Pick<LanguageRow, "id" | "slug" | "title">>(languagePairs);
          const directionsOf = grouped(directionPairs);
          return rows.map((row) =>
            quizCandidateOf({
              ...row,
              languages: languagesOf.get(row.base.id) ?? [],
              directionSlugs: directionsOf.get(row.base.id) ?? [],
            }),
          );
        },
        { isolationLevel: "repeatable read", accessMode: "read only" },
      ),
  };
}
