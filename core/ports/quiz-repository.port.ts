import type { QuizCandidate } from "../domain/quiz/quiz-candidate";
import type { QuizDefinition } from "../domain/quiz/quiz-definition";

/** The quizzes and what they match against (docs/adr/066-quiz.md). */
export interface QuizRepository {
  /** The published quiz with this slug; with null, the published default quiz. Null when there is none. */
  quiz(slug: string | null): Promise<QuizDefinition | null>;
  /**
   * Every education base of a published institution as the quiz weighs it, by base id: its level, lowest price and
   * currency, languages, HSK requirement, directions, grant type and the population of its institution's city.
   */
  candidates(): Promise<readonly QuizCandidate[]>;
}
