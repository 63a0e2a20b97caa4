import { describe, expect, it } from "vitest";
import { memoryExchangeRates } from "../../../adapters/storage/memory/exchange-rates.memory";
import { memoryQuizRepository } from "../../../adapters/storage/memory/quiz.memory";
import { quizFixture } from "../../../adapters/storage/memory/quiz.fixture";
import { readQuizPage } from "./read-quiz-page";

const deps = () => ({
  quizzes: memoryQuizRepository(quizFixture()),
  exchangeRates: memoryExchangeRates([{ currency: "CNY", rate_to_rub: 11.2, as_of: "2026-11-24" }]),
});

describe("readQuizPage", () => {
  it("gives the default quiz, the levels and languages the programs have, and every program without answers", async () => {
    const page = await readQuizPage(deps(), null, {});
    expect(page?.quiz.slug).toBe("podbor");
    expect(page?.choices.levels.map((level) => level.slug)).toEqual(["bakalavriat", "magistratura", "kolledzh"]);
    expect(page?.choices.languages.map((language) => language.title)).toEqual(["Английский", "Китайский"]);
    expect(page?.result.total).toBe(4);
  });

  it("matches at the current rate: 20 000 CN¥ is 224 000 ₽, over a 200 000 ₽ budget", async () => {
    const page = await readQuizPage(deps(), null, { budget: 200_000, level: "bakalavriat" });
    expect(page?.result.matches.map((match) => match.candidate.slug)).toEqual(["grant-101"]);
  });

  it("is null for a quiz that is not published", async () => {
    expect(await readQuizPage(deps(), "chernovik", {})).toBeNull();
  });
});
