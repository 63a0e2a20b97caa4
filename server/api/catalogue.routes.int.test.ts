import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FX } from "../../adapters/storage/rows/read-side.fixture";
import { degreeProgramSchema } from "../../core/domain/catalogue/degree-program";
import { educationBaseSchema } from "../../core/domain/catalogue/education-base";
import { institutionSchema } from "../../core/domain/catalogue/institution";
import { openReadApi, READ_TOKENS, type ReadApiHarness } from "../../tests/integration/read-api.harness";

let api: ReadApiHarness;
beforeAll(async () => {
  api = await openReadApi();
});
afterAll(() => api.handle.close());

const V1 = "/api/ru/v1";
const INVALID = "Проверьте правильность заполнения полей.";
const NOT_FOUND = { message: "Не найдено." };

const json = async (path: string, token?: string) => {
  const response = await api.get(path, token ? { token } : {});
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, response };
};

const views = async () => (await json(`${V1}/institutions/${FX.pku}`)).body.views as number;

describe("GET /institutions/{id}", () => {
  it("answers the full institution by id and counts each read as a view", async () => {
    const first = await json(`${V1}/institutions/${FX.pku}`);
    expect(first.status).toBe(200);
    expect(first.response.headers.get("cache-control")).toBe("private, no-store");
    const institution = institutionSchema.parse(first.body);
    expect(institution).toMatchObject({ id: FX.pku, slug: "peking-university-11", user_rating: null, booking: null });
    expect(institution.degree_programs.flatMap((program) => program.education_bases.map((base) => base.type))).toEqual([
      1,
      null,
      2,
    ]);
    expect((await json(`${V1}/institutions/${FX.pku}`)).body.views).toBe((first.body.views as number) + 1);
  });

  it("answers by the stored slug, and 404 when the slug is not the institution's", async () => {
    expect((await json(`${V1}/institutions/peking-university-11`)).body.id).toBe(FX.pku);
    expect(await json(`${V1}/institutions/tsinghua-university-11`)).toMatchObject({ status: 404, body: NOT_FOUND });
    expect(await json(`${V1}/institutions/no-number`)).toMatchObject({ status: 422 });
  });

  it("adds the viewer's rating, booking and votes", async () => {
    const institution = institutionSchema.parse((await json(`${V1}/institutions/${FX.pku}`, READ_TOKENS.viewer)).body);
    expect(institution.user_rating).toBe(4);
    expect(institution.booking).toMatchObject({ id: 2, status: "checking" });
    expect(institution.comments[0]?.user_vote).toBe("dislike");
  });

  it("answers 404 for unknown and unpublishable institutions, without counting", async () => {
    const before = await views();
    for (const id of ["999", String(FX.unpublishedType), "catalog-entry-14"]) {
      expect(await json(`${V1}/institutions/${id}`)).toMatchObject({ status: 404, body: NOT_FOUND });
    }
    expect(await views()).toBe(before + 1);
  });

  it("answers 422 for a malformed id and changes nothing", async () => {
    const before = await views();
    expect((await json(`${V1}/institutions/abc`)).body).toEqual({
      message: INVALID,
      data: { id: ["Некорректный адрес."] },
    });
    for (const id of ["0", "-11", "11.5", "PEKING-11", "%20", "99999999999999999"]) {
      const answer = await json(`${V1}/institutions/${id}`);
      expect(answer.status, id).toBe(422);
    }
    expect(await views()).toBe(before + 1);
  });

  it("leaves /institutions/grid to the listing's own route", async () => {
    const grid = await json(`${V1}/institutions/grid`);
    expect(grid.status).toBe(200);
    expect(grid.body).toHaveProperty("total");
  });

  it("answers 406 for an expired token", async () => {
    expect((await json(`${V1}/institutions/${FX.pku}`, READ_TOKENS.expired)).status).toBe(406);
  });
});

describe("GET /degree-program", () => {
  it("answers the degree program of an institution by slug", async () => {
    const answer = await json(`${V1}/degree-program?institution_id=${FX.pku}&degree_program_slug=bakalavriat`);
    expect(answer.status).toBe(200);
    const program = degreeProgramSchema.parse(answer.body);
    expect(program.education_prices).toEqual([0, 30000]);
    expect(program.education_bases.map((base) => base.id)).toEqual([FX.grantBase, FX.paidBase]);
  });

  it("answers 404 for a program the institution does not have", async () => {
    for (const query of [
      `institution_id=${FX.anshan}&degree_program_slug=bakalavriat`,
      "institution_id=999&degree_program_slug=x",
    ]) {
      expect(await json(`${V1}/degree-program?${query}`)).toMatchObject({ status: 404, body: NOT_FOUND });
    }
  });

  it("answers 422 with a message per field for missing or malformed parameters", async () => {
    expect((await json(`${V1}/degree-program`)).body).toEqual({
      message: INVALID,
      data: { institution_id: ["Обязательное поле."], degree_program_slug: ["Обязательное поле."] },
    });
    expect((await json(`${V1}/degree-program?institution_id=0&degree_program_slug=Бакалавр`)).body).toEqual({
      message: INVALID,
      data: { institution_id: ["Некорректный идентификатор."], degree_program_slug: ["Некорректный адрес."] },
    });
  });
});

describe("GET /education-bases/{id}", () => {
  it("answers the education base by id or slug and counts a view", async () => {
    const first = await json(`${V1}/education-bases/${FX.grantBase}`);
    expect(first.status).toBe(200);
    const base = educationBaseSchema.parse(first.body);
    expect(base).toMatchObject({ views: 8, waves: { status: "open", current: 2 }, institution: { id: FX.pku } });
    const bySlug = await json(`${V1}/education-bases/grant-101`);
    expect(bySlug.body.views).toBe(9);
  });

  it("answers 404 for unknown ids and slugs that are not the base's", async () => {
    for (const id of ["999", "grant-102", "platno-101"]) {
      expect(await json(`${V1}/education-bases/${id}`)).toMatchObject({ status: 404, body: NOT_FOUND });
    }
  });

  it("answers 422 for a malformed id", async () => {
    expect((await json(`${V1}/education-bases/grant`)).body).toEqual({
      message: INVALID,
      data: { id: ["Некорректный адрес."] },
    });
  });

  it("works under /api-dev/ as well", async () => {
    const response = await api.get(`/api-dev/ru/v1/education-bases/${FX.paidBase}`);
    expect(response.status).toBe(200);
    expect(educationBaseSchema.parse(await response.json()).type).toBeNull();
  });
});
