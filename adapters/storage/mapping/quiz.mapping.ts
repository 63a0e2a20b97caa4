import { cityOf, countryRefOf } from "./catalogue.mapping";
import { INSTITUTION_TYPE_SLUGS } from "../../../core/domain/catalogue/institution-type";
import { EDUCATION_TYPES } from "../../../core/domain/constants/education-type";
import { educationBaseHref } from "../../../core/domain/institution-page/education-base-href";
import { parseCurrencyCode } from "../../../core/domain/price/currency-code";
import type { QuizCandidate } from "../../../core/domain/quiz/quiz-candidate";
import { type QuizDefinition, quizDefinitionSchema } from "../../../core/domain/quiz/quiz-definition";
import type {
  CityRow,
  CountryRow,
  DegreeProgramRow,
  EducationBaseRow,
  InstitutionRow,
  LanguageRow,
  ProgramLevelRow,
} from "../rows/storage-rows";
import type { cityPopulations, quizzes } from "../sql/schema/quizzes";

export type QuizRow = typeof quizzes.$inferSelect;
export type CityPopulationRow = typeof cityPopulations.$inferSelect;

/** A stored quiz as the core's definition; null for a row the schema refuses (it is then not shown at all). */
export const quizDefinitionOf = (row: QuizRow): QuizDefinition | null => {
  const parsed = quizDefinitionSchema.safeParse({
    slug: row.slug,
    title: row.title,
    intro: row.intro,
    questions: row.questions,
    preset: row.preset,
    is_default: row.is_default,
  });
  return parsed.success ? parsed.data : null;
};

/** What one candidate is made of: a base of a publishable institution with its program, level and place. */
export type CandidateRows = Readonly<{
  base: Pick<EducationBaseRow, "id" | "slug" | "title" | "min_price" | "type" | "is_language_course" | "hsk_level">;
  program: Pick<DegreeProgramRow, "title">;
  level: Pick<ProgramLevelRow, "slug" | "title" | "sort">;
  institution: Pick<InstitutionRow, "id" | "slug" | "type" | "title_ru">;
  country: CountryRow;
  city: CityRow | null;
  population: number | null;
  languages: readonly Pick<LanguageRow, "id" | "slug" | "title">[];
  directionSlugs: readonly string[];
}>;

/** One quiz candidate, the same from the memory and the SQL adapter. Languages by title, directions by slug. */
export const quizCandidateOf = (rows: CandidateRows): QuizCandidate => {
  const { base, institution, city } = rows;
  const place = {
    type_slug: INSTITUTION_TYPE_SLUGS.find((slug) => EDUCATION_TYPES[slug] === institution.type) ?? "universities",
    slug: institution.slug,
    country: countryRefOf(rows.country),
    city: city === null ? null : cityOf(city),
  };
  return {
    id: base.id,
    slug: base.slug,
    title: base.title,
    href: educationBaseHref(place, base.slug),
    institution: { id: institution.id, title: institution.title_ru },
    program_title: rows.program.title,
    level: { slug: rows.level.slug, title: rows.level.title, sort: rows.level.sort },
    is_language_course: base.is_language_course,
    min_price: base.min_price,
    currency: parseCurrencyCode(rows.country.currency),
    languages: [...rows.languages]
      .sort((a, b) => a.id - b.id)
      .map((language) => ({ slug: language.slug, title: language.title })),
    // as the catalogue's pages read it: a level outside HSK 1..9 is no stated requirement
    hsk_level: base.hsk_level !== null && base.hsk_level >= 1 && base.hsk_level <= 9 ? base.hsk_level : null,
    direction_slugs: [...rows.directionSlugs].sort(),
    grant_type: base.type === 1 || base.type === 2 ? base.type : null,
    city: city === null ? null : { name: city.name, population: rows.population },
  };
};
