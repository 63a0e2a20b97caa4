import { describe, expect, it } from "vitest";
import type { RatesByCurrency } from "../price/rouble-equivalent";
import { HSK_LEVELS } from "../hsk/hsk-level";
import { citySizeOf } from "./city-size";
import { parseQuizAnswers, quizAnswerPairs } from "./parse-quiz-answers";
import type { QuizCandidate } from "./quiz-candidate";
import { quizChoices } from "./quiz-choices";
import { effectiveQuizAnswers, type QuizDefinition } from "./quiz-definition";
import { quizMatch } from "./quiz-match";
import { quizResult } from "./quiz-result";

const base: QuizCandidate = {
  id: 7,
  slug: "grant-7",
  title: "Грант правительства Китая",
  href: "/universities/china/beijing/peking-university-3/grant-7/",
  institution: { id: 3, title: "Пекинский университет" },
  program_title: "Международная торговля",
  level: { slug: "bakalavriat", title: "Бакалавриат", sort: 1 },
  is_language_course: false,
  min_price: 20_000,
  currency: "CNY",
  languages: [{ slug: "kitajskij", title: "Китайский" }],
  hsk_level: 4,
  direction_slugs: ["business"],
  grant_type: 1,
  city: { name: "Пекин", population: 21_893_000 },
};
const rates: RatesByCurrency = new Map([["CNY", 11.2]]);
const query = (entries: Record<string, string>) => (name: string) => entries[name] ?? null;

describe("the quiz's rules", () => {
  it("sizes cities at 1 and 10 million", () => {
    expect([999_999, 1_000_000, 9_999_999, 10_000_000, null].map(citySizeOf)).toEqual([
      "small",
      "large",
      "large",
      "megacity",
      null,
    ]);
  });

  it("takes exactly the HSK levels a visitor can state", () => {
    const read = (hsk: string) => parseQuizAnswers((name) => (name === "hsk" ? hsk : null)).answers.hsk;
    expect(HSK_LEVELS.map((level) => read(String(level)))).toEqual([...HSK_LEVELS]);
    expect(["-1", "7", "2.5", "x"].map(read)).toEqual([undefined, undefined, undefined, undefined]);
  });

  it("reads answers from a query, budgets with spaces, and names what it cannot read", () => {
    const parsed = parseQuizAnswers(query({ level: "bakalavriat", budget: "300 000", hsk: "7", grant: "needed" }));
    expect(parsed).toEqual({ answers: { level: "bakalavriat", budget: 300_000, grant: "needed" }, invalid: ["hsk"] });
    expect(quizAnswerPairs(parsed.answers)).toEqual([
      ["level", "bakalavriat"],
      ["budget", "300000"],
      ["grant", "needed"],
    ]);
  });

  it("gives one reason per answer: 20 000 CN¥ is 224 000 ₽ against a budget of 250 000 ₽", () => {
    expect(quizMatch(base, { budget: 250_000, hsk: 4, city_size: "megacity" }, rates)).toEqual([
      { _tag: "Budget", yearly_rub: 224_000, budget: 250_000 },
      { _tag: "Hsk", required: 4, visitor: 4 },
      { _tag: "CitySize", size: "megacity", city: "Пекин", population: 21_893_000 },
    ]);
    expect(quizMatch(base, { budget: 223_999 }, rates)).toBeNull();
    expect(quizMatch(base, { hsk: 3 }, rates)).toBeNull();
  });

  it("prices a language course for two semesters a year", () => {
    const course = { ...base, is_language_course: true, min_price: 8_000 };
    expect(quizMatch(course, { level: "yazykovoj-kurs", budget: 179_200 }, rates)).toEqual([
      { _tag: "Level", level: "Бакалавриат", language_course: true },
      { _tag: "Budget", yearly_rub: 179_000, budget: 179_200 },
    ]);
  });

  it("a preset answers what the quiz does not ask; the visitor cannot override it", () => {
    const quiz: QuizDefinition = {
      slug: "bakalavriat-s-grantom",
      title: "Бакалавриат с грантом",
      intro: "",
      questions: ["budget", "language"],
      preset: { level: "bakalavriat", grant: "needed" },
      is_default: false,
    };
    expect(effectiveQuizAnswers(quiz, { level: "magistratura", language: "russkij" })).toEqual({
      level: "bakalavriat",
      language: "russkij",
      grant: "needed",
    });
  });

  it("offers the levels and languages the programs have, and counts an empty result", () => {
    expect(quizChoices([base]).levels.map((level) => level.slug)).toEqual(["bakalavriat"]);
    expect(quizResult([base], { language: "anglijskij" }, rates)).toEqual({ matches: [], total: 0 });
  });
});
