import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { QuizRepository } from "../../core/ports/quiz-repository.port";
import { FX } from "./rows/read-side.fixture";
import { type QuizFixture, quizFixture } from "./memory/quiz.fixture";

export type QuizStore = Readonly<{ repository: QuizRepository; close: () => Promise<void> }>;

/** The behaviour every QuizRepository shares, run against the memory and the SQL adapter (ADR 066). */
export function quizRepositoryContract(name: string, open: (fixture: QuizFixture) => Promise<QuizStore>) {
  describe(`QuizRepository (${name})`, () => {
    let store: QuizStore;
    beforeAll(async () => {
      store = await open(quizFixture());
    });
    afterAll(() => store.close());
    const repo = () => store.repository;

    it("finds a published quiz by slug, the default one without a slug, and never an unpublished one", async () => {
      expect(await repo().quiz(null)).toEqual({
        slug: "podbor",
        title: "Тест podbor",
        intro: "",
        questions: ["level", "budget", "hsk", "city_size"],
        preset: {},
        is_default: true,
      });
      expect((await repo().quiz("bakalavriat-s-grantom"))?.preset).toEqual({ level: "bakalavriat", grant: "needed" });
      expect(await repo().quiz("chernovik")).toBeNull();
      expect(await repo().quiz("net-takogo")).toBeNull();
    });

    it("lists the bases of published institutions only, by id", async () => {
      const ids = (await repo().candidates()).map((candidate) => candidate.id);
      expect(ids).toEqual([FX.grantBase, FX.paidBase, FX.scholarshipBase, FX.collegeBase]);
    });

    it("gives each base what the questions match: level, price, languages, HSK, directions, grant, city", async () => {
      const grant = (await repo().candidates()).find((candidate) => candidate.id === FX.grantBase);
      expect(grant).toEqual({
        id: FX.grantBase,
        slug: "grant-101",
        title: "Грант правительства Китая",
        href: "/universities/china/beijing/peking-university-11/grant-101/",
        institution: { id: FX.pku, title: "Пекинский университет" },
        program_title: "Бакалавриат",
        level: { slug: "bakalavriat", title: "Бакалавриат", sort: 1 },
        is_language_course: false,
        min_price: 0,
        currency: "CNY",
        languages: [
          { slug: "kitajskij", title: "Китайский" },
          { slug: "anglijskij", title: "Английский" },
        ],
        hsk_level: 4,
        direction_slugs: ["business", "science-and-engineering", "sport"],
        grant_type: 1,
        city: { name: "Пекин", population: 21_893_000 },
      });
    });

    it("reads a broken HSK level as none, a paid place as no grant and a city without a figure as unknown", async () => {
      const candidates = await repo().candidates();
      const paid = candidates.find((candidate) => candidate.id === FX.paidBase);
      const college = candidates.find((candidate) => candidate.id === FX.collegeBase);
      expect(paid).toMatchObject({ hsk_level: null, grant_type: null, min_price: 20_000, direction_slugs: [] });
      expect(college?.city).toEqual({ name: "Аньшань", population: null });
    });
  });
}
