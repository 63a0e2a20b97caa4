import type { QuizCandidate, QuizLevel } from "./quiz-candidate";

type Named = Readonly<{ slug: string; title: string }>;

/** What the level and language questions offer: what the catalogue's programs have. */
export type QuizChoices = Readonly<{
  levels: readonly QuizLevel[];
  languages: readonly Named[];
  language_courses: boolean;
}>;

const byCollator = new Intl.Collator("ru");

/**
 * The levels (in the catalogue's order) and languages (alphabetical) of the candidates, each once, and whether any
 * is a language course: a question never offers an answer that no program has.
 */
export const quizChoices = (candidates: readonly QuizCandidate[]): QuizChoices => {
  const levels = new Map<string, QuizLevel>();
  const languages = new Map<string, Named>();
  for (const candidate of candidates) {
    levels.set(candidate.level.slug, candidate.level);
    for (const language of candidate.languages) languages.set(language.slug, language);
  }
  return {
    levels: [...levels.values()].sort((a, b) => a.sort - b.sort || a.slug.localeCompare(b.slug)),
    languages: [...languages.values()].sort((a, b) => byCollator.compare(a.title, b.title)),
    language_courses: candidates.some((candidate) => candidate.is_language_course),
  };
};
