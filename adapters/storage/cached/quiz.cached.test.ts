import { describe, expect, it } from "vitest";
import { memoryQuizRepository } from "../memory/quiz.memory";
import { quizFixture } from "../memory/quiz.fixture";
import { cachedQuizRepository } from "./quiz.cached";
import { createReadCache } from "./read-cache";

describe("cachedQuizRepository", () => {
  it("reads the candidates and a quiz once while cached, and again after the cache is emptied", async () => {
    const inner = memoryQuizRepository(quizFixture());
    let reads = 0;
    const counting = {
      quiz: (slug: string | null) => {
        reads++;
        return inner.quiz(slug);
      },
      candidates: () => {
        reads++;
        return inner.candidates();
      },
    };
    const cache = createReadCache({ ttlMs: 60_000, maxEntries: 10 });
    const cached = cachedQuizRepository(counting, cache);
    expect(await cached.candidates()).toEqual(await inner.candidates());
    await cached.candidates();
    expect((await cached.quiz(null))?.slug).toBe("podbor");
    await cached.quiz(null);
    expect(reads).toBe(2);
    cache.clear();
    await cached.candidates();
    expect(reads).toBe(3);
  });
});
