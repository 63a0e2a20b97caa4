import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exchangeRatesByCurrency } from "../../../../../core/domain/price/rouble-equivalent";
import { effectiveQuizAnswers } from "../../../../../core/domain/quiz/quiz-definition";
import { quizResult } from "../../../../../core/domain/quiz/quiz-result";
import type { DatabaseHandle } from "../../database";
import { openDatabase } from "../../open-database";
import { sqlCatalogueReadRepository } from "../../repositories/catalogue-read.sql";
import { currentExchangeRates } from "../../repositories/current-exchange-rates";
import { sqlQuizRepository } from "../../repositories/quiz.sql";
import { seedCatalogue } from "../catalogue/seed-catalogue";
import { queryRows } from "../catalogue/query-rows";
import { seedQuizzes } from "./seed-quizzes";

const NOW = new Date("2027-02-10T09:00:00Z");

/** The SQL read of the quiz over the seeded catalogue (ADR 066): what the page matches against in production. */
describe("the quiz over the seeded catalogue", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ dataDir: ":memory:" });
    await seedCatalogue(handle.db, NOW);
    await seedQuizzes(handle.db);
    await seedQuizzes(handle.db);
  }, 120_000);
  afterAll(() => handle.close());

  it("gives every city of the catalogue a population with its source, once however often it runs", async () => {
    const rows = await queryRows<{ cities: number; counted: number }>(
      handle.db,
      sql`select (select count(*)::int from cities) as cities, (select count(*)::int from city_populations) as counted`,
    );
    expect(rows[0]?.counted).toBe(rows[0]?.cities);
  });

  it("has a default quiz and the bachelor's-with-a-grant preset", async () => {
    const repository = sqlQuizRepository(handle.db);
    expect((await repository.quiz(null))?.slug).toBe("podbor-programmy");
    expect((await repository.quiz("bakalavriat-s-grantom"))?.preset).toEqual({ level: "bakalavriat", grant: "needed" });
  });

  it("reads every base of a published institution, agreeing with the catalogue's own read of each", async () => {
    const candidates = await sqlQuizRepository(handle.db).candidates();
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from education_bases`,
    );
    expect(candidates.length).toBe(n);
    const catalogue = sqlCatalogueReadRepository(handle.db);
    for (const candidate of candidates.filter((_, index) => index % 25 === 0)) {
      const base = await catalogue.educationBase(candidate.id);
      expect(base).not.toBeNull();
      expect(candidate).toMatchObject({
        title: base?.title,
        min_price: base?.min_price,
        hsk_level: base?.extra.hsk_level,
        grant_type: base?.type,
        languages: base?.languages.map((language) => ({ slug: language.slug, title: language.title })),
      });
      expect([...candidate.direction_slugs].sort()).toEqual(base?.directions.map((d) => d.slug).sort());
      expect(candidate.city?.population).toBeGreaterThan(0);
    }
  });

  it("finds bachelor's programs with a grant for the preset quiz, each a bachelor's grant or scholarship", async () => {
    const repository = sqlQuizRepository(handle.db);
    const quiz = await repository.quiz("bakalavriat-s-grantom");
    if (quiz === null) throw new Error("no preset quiz");
    const rates = exchangeRatesByCurrency(await currentExchangeRates(handle.db));
    const result = quizResult(await repository.candidates(), effectiveQuizAnswers(quiz, {}), rates);
    expect(result.total).toBeGreaterThan(0);
    for (const { candidate } of result.matches) {
      expect(candidate.level.slug).toBe("bakalavriat");
      expect(candidate.grant_type).not.toBeNull();
    }
  });
});
