import type { QuizCandidate } from "../../../core/domain/quiz/quiz-candidate";
import type { QuizDefinition } from "../../../core/domain/quiz/quiz-definition";
import type { QuizRepository } from "../../../core/ports/quiz-repository.port";
import type { ReadCache } from "./read-cache";

/**
 * The quizzes through the read cache (ADR 042, ADR 066): every visitor matches against the same candidates, a read
 * of some 1 600 bases that takes a few hundred milliseconds on the embedded database, so it is kept for the cache's
 * short lifetime and dropped with the catalogue's data version like the other catalogue reads.
 */
export function cachedQuizRepository(inner: QuizRepository, cache: ReadCache): QuizRepository {
  const quizzes = cache.table<QuizDefinition | null>();
  const candidates = cache.table<readonly QuizCandidate[]>();
  return {
    quiz: (slug) => quizzes(slug ?? "", () => inner.quiz(slug)),
    candidates: () => candidates("all", () => inner.candidates()),
  };
}
