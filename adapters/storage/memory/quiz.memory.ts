import type { QuizRepository } from "../../../core/ports/quiz-repository.port";
import { isPublishable } from "../mapping/catalogue.mapping";
import { type CityPopulationRow, quizCandidateOf, quizDefinitionOf, type QuizRow } from "../mapping/quiz.mapping";
import type { StorageRows } from "../rows/storage-rows";

export type QuizTables = Readonly<{
  catalogue: StorageRows;
  quizzes: readonly QuizRow[];
  populations: readonly CityPopulationRow[];
}>;

/** Quizzes and candidates over rows in memory, mapped like the SQL adapter's (ADR 066). */
export function memoryQuizRepository(tables: QuizTables): QuizRepository {
  const { catalogue: t } = tables;
  const byId = <T extends { id: number }>(rows: readonly T[], id: number | null) =>
    rows.find((row) => row.id === id) ?? null;
  return {
    async quiz(slug) {
      const row = tables.quizzes.find(
        (candidate) => candidate.published && (slug === null ? candidate.is_default : candidate.slug === slug),
      );
      return row === undefined ? null : quizDefinitionOf(row);
    },
    async candidates() {
      return t.educationBases
        .flatMap((base) => {
          const program = byId(t.degreePrograms, base.degree_program_id);
          const institution = byId(t.institutions, base.institution_id);
          const level = byId(t.programLevels, program?.program_level_id ?? null);
          const country = byId(t.countries, institution?.country_id ?? null);
          if (program === null || institution === null || level === null || country === null) return [];
          if (!isPublishable(institution)) return [];
          const city = byId(t.cities, institution.city_id);
          const languageIds = t.educationBaseLanguages.filter((row) => row.education_base_id === base.id);
          const directionIds = t.educationBaseDirections.filter((row) => row.education_base_id === base.id);
          return [
            quizCandidateOf({
              base,
              program,
              level,
              institution,
              country,
              city,
              population: tables.populations.find((row) => row.city_id === city?.id)?.population ?? null,
              languages: languageIds.flatMap((row) => byId(t.languages, row.language_id) ?? []),
              directionSlugs: directionIds.flatMap((row) => byId(t.directions, row.direction_id)?.slug ?? []),
            }),
          ];
        })
        .sort((a, b) => a.id - b.id);
    },
  };
}
