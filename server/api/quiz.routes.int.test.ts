import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quizPageSchema } from "../../adapters/http/contract/quiz.contract";
import { FX } from "../../adapters/storage/rows/read-side.fixture";
import { quizFixture } from "../../adapters/storage/memory/quiz.fixture";
import { cityPopulations, quizzes } from "../../adapters/storage/sql/schema";
import { openReadApi, type ReadApiHarness } from "../../tests/integration/read-api.harness";

const QUIZ = "/api/ru/v1/quiz";

describe("GET /api/ru/v1/quiz over the read-side fixture", () => {
  let api: ReadApiHarness;
  beforeAll(async () => {
    api = await openReadApi();
    const fixture = quizFixture();
    await api.handle.db.insert(quizzes).values([...fixture.quizzes]);
    await api.handle.db.insert(cityPopulations).values([...fixture.populations]);
  });
  afterAll(() => api.handle.close());

  it("answers the default quiz with the programs that fit the answers, each with its reasons", async () => {
    const response = await api.get(`${QUIZ}?level=bakalavriat&budget=300000&hsk=4&city_size=megacity`);
    expect(response.status).toBe(200);
    const page = quizPageSchema.parse(await response.json());
    expect(page.quiz.slug).toBe("podbor");
    // the paid base asks no valid HSK level and costs 20 000 CN¥ (≈ 224 000 ₽), the grant is free: both in Beijing
    expect(page.result.matches.map((match) => match.candidate.id)).toEqual([FX.grantBase, FX.paidBase]);
    expect(page.result.matches[0]?.reasons.map((reason) => reason._tag)).toEqual([
      "Level",
      "Budget",
      "Hsk",
      "CitySize",
    ]);
  });

  it("applies a preset quiz's fixed answers and ignores an answer to a question it does not ask", async () => {
    const page = quizPageSchema.parse(await (await api.get(`${QUIZ}/bakalavriat-s-grantom?level=magistratura`)).json());
    expect(page.result.matches.map((match) => match.candidate.id)).toEqual([FX.grantBase]);
  });

  it("refuses an answer it cannot read with 422 and a message per field; an unknown or unpublished quiz is 404", async () => {
    const refused = await api.get(`${QUIZ}?budget=mnogo&city_size=village`);
    expect(refused.status).toBe(422);
    const body = (await refused.json()) as { data: Record<string, string[]> };
    expect(Object.keys(body.data).sort()).toEqual(["budget", "city_size"]);
    expect((await api.get(`${QUIZ}/net-takogo`)).status).toBe(404);
    expect((await api.get(`${QUIZ}/chernovik`)).status).toBe(404);
  });
});
