import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { LISTING_FIXTURE } from "../../adapters/storage/institution-listing.contract";
import type { DatabaseHandle } from "../../adapters/storage/sql/database";
import type { InstitutionListingPage } from "../../core/application/listing/listing-page";
import {
  type InstitutionListingResponse,
  institutionListingResponseSchema,
} from "../../core/domain/catalogue/institution-listing-response";
import { insertListingDataset } from "../../tests/integration/insert-listing-dataset";
import { openTestDatabase } from "../../tests/integration/test-database";
import { readConfig } from "../config";
import { createServerContainer } from "../container";
import { TOKENS } from "../di/tokens";

let handle: DatabaseHandle;
let app: Hono;

beforeAll(async () => {
  handle = await openTestDatabase();
  await insertListingDataset(handle.db, LISTING_FIXTURE);
  app = createServerContainer({ config: readConfig({}), version: "test", db: handle.db }).get(TOKENS.App);
});
afterAll(() => handle.close());

const GRID = "/api/ru/v1/institutions/grid";

/** A 200 body must parse with the core listing schema (what the API client checks) and lose nothing doing so. */
const parsedPage = (json: unknown): InstitutionListingResponse => {
  const page = institutionListingResponseSchema.parse(json);
  expect(page).toEqual(json);
  return page;
};
const grid = async (query: string, prefix = "/api") => {
  const response = await app.request(`${prefix}/ru/v1/institutions/grid${query}`);
  const json: unknown = await response.json();
  return {
    status: response.status,
    body: response.status === 200 ? parsedPage(json) : (json as InstitutionListingResponse),
  };
};
const ids = (page: InstitutionListingResponse) => page.data.map((card) => card.id);
const card = (id: number) => LISTING_FIXTURE.institutions.find((institution) => institution.card.id === id)?.card;
const q = (text: string) => encodeURIComponent(text);

describe("GET /api/ru/v1/institutions/grid", () => {
  it("answers the shape of the core listing schema, type for type", () => {
    expectTypeOf<InstitutionListingPage>().toExtend<InstitutionListingResponse>();
    expectTypeOf<InstitutionListingResponse>().toExtend<InstitutionListingPage>();
  });

  it("lists every institution by rating on the first page of 12, with cards, facets and the location menu", async () => {
    const response = await app.request(GRID);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = parsedPage(await response.json());
    expect(body).toMatchObject({ total: 8, last_page: 1, current_page: 1, per_page: 12, page: { seo: null } });
    expect(ids(body)).toEqual([2, 1, 4, 3, 8, 7, 5, 6]);
    // 25 000 CN¥ at the fixture's 11.2 ₽ is 280 000 ₽.
    expect(body.data[1]).toEqual({ ...card(1), price_rub: 280_000 });
    expect(body.total_available_places).toBe(20);
    expect(body.available_languages).toEqual([1, 2, 3]);
    expect(body.available_programs).toEqual([1, 2, 3]);
    expect(body.available_directions).toEqual([1, 2, 3, 4, 5]);
    expect(body.facets.countries).toEqual([
      {
        id: 1,
        slug: "china",
        name: "Китай",
        morph: LISTING_FIXTURE.countries[0]?.morph,
        institutions_count: 6,
        currency: { code: "CNY", symbol: "CN¥" },
      },
      {
        id: 2,
        slug: "korea",
        name: "Корея",
        morph: null,
        institutions_count: 1,
        currency: { code: "KRW", symbol: "₩" },
      },
      {
        id: 3,
        slug: "japan",
        name: "Япония",
        morph: null,
        institutions_count: 1,
        currency: { code: "JPY", symbol: "¥" },
      },
    ]);
    expect(body.facets.cities.map((city) => [city.name, city.institutions_count, city.is_province])).toEqual([
      ["Пекин", 2, false],
      ["Сеул", 1, false],
      ["Хэйлунцзян", 1, true],
      ["Шанхай", 2, false],
    ]);
    expect(body.facets.lang_instructions).toEqual([
      { id: 2, slug: "anglijskij", title: "Английский", count: 4 },
      { id: 1, slug: "kitajskij", title: "Китайский", count: 5 },
      { id: 3, slug: "korejskij", title: "Корейский", count: 1 },
    ]);
    expect(body.facets.degree_programs.map((level) => level.slug)).toEqual([
      "yazykovye-kursy",
      "bakalavriat",
      "magistratura",
    ]);
    expect(body.facets.directions.map((direction) => direction.id)).toEqual([1, 2, 3, 4, 5]);
    expect(body.facets.specialties.map((specialty) => specialty.title)).toEqual([
      "Лечебное дело",
      "Экономика",
      "Юриспруденция",
    ]);
    expect(body.facets.price).toEqual({ min: 0, max: 336_000 });
    expect(body.location_menu).toEqual([
      {
        kind: "country",
        id: 1,
        slug: "china",
        name: "Китай",
        institutionsCount: 6,
        places: [
          { kind: "city", id: 10, slug: "beijing", name: "Пекин", institutionsCount: 2 },
          { kind: "province", id: 12, slug: "heilongjiang", name: "Хэйлунцзян", institutionsCount: 1 },
          { kind: "city", id: 11, slug: "shanghai", name: "Шанхай", institutionsCount: 2 },
        ],
      },
      {
        kind: "country",
        id: 2,
        slug: "korea",
        name: "Корея",
        institutionsCount: 1,
        places: [{ kind: "city", id: 20, slug: "seoul", name: "Сеул", institutionsCount: 1 }],
      },
      { kind: "country", id: 3, slug: "japan", name: "Япония", institutionsCount: 1, places: [] },
    ]);
  });

  it("reads the first server query (ids joined by commas, flags as true)", async () => {
    const { status, body } = await grid("?countries=1&languages=1");
    expect(status).toBe(200);
    expect(ids(body)).toEqual([1, 3, 5, 6]);
    expect(body.facets.countries.map((country) => [country.id, country.institutions_count])).toEqual([
      [1, 4],
      [2, 0],
      [3, 1],
    ]);
    expect(ids((await grid("?type=1&has_grants=true")).body)).toEqual([1, 4]);
    expect(ids((await grid("?is_partner=true")).body)).toEqual([1]);
    expect(ids((await grid("?vacancies=true&lang_courses=true")).body)).toEqual([5]);
    expect(ids((await grid("?directions=1,5&program_level=1")).body)).toEqual([1, 4, 8]);
    expect(ids((await grid("?specialties=101&cities=10,11")).body)).toEqual([2, 1]);
    expect(ids((await grid("?has_grants=false")).body)).toHaveLength(8);
    expect(ids((await grid("?type=0")).body)).toHaveLength(8);
  });

  it("reads the second server query, and both together", async () => {
    expect(ids((await grid("?type_educations=2,3")).body)).toEqual([7, 5, 6]);
    expect(ids((await grid("?type_grants=2")).body)).toEqual([2, 4]);
    expect(ids((await grid("?degree_programs=3&lang_instructions=1")).body)).toEqual([7, 5]);
    expect(ids((await grid("?cities=10,20&countries=2")).body)).toEqual([4]);
    expect(ids((await grid("?price.min=134000")).body)).toEqual([2, 1, 4, 8, 5]);
    // price.min is in roubles: 4 000 000 ₩ (224 000 ₽) is under 250 000 ₽.
    expect(ids((await grid("?price.min=250000")).body)).toEqual([2, 1]);
    const both = await grid("?countries=1&type=1&type_educations=1,2&lang_instructions=2&price.min=200000");
    expect(ids(both.body)).toEqual([2, 1]);
    expect(both.body.facets.price).toEqual({ min: 134_000, max: 336_000 });
  });

  it("takes a repeated filter key as one more condition", async () => {
    expect(ids((await grid("?languages=1&languages=2")).body)).toEqual([1]);
    expect(ids((await grid("?languages=1&lang_instructions=2")).body)).toEqual([1]);
  });

  it("treats ids that do not exist as matching nothing, and empty values as no filter", async () => {
    const { status, body } = await grid("?countries=999");
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: 0, last_page: 1, data: [] });
    expect(ids((await grid("?countries=&title=%20%20&price.min=0")).body)).toHaveLength(8);
  });

  it("pages: per_page, page, last_page; a page past the end is empty", async () => {
    const third = await grid("?per_page=3&page=3");
    expect(third.body).toMatchObject({ total: 8, last_page: 3, current_page: 3, per_page: 3 });
    expect(ids(third.body)).toEqual([5, 6]);
    const past = await grid("?per_page=3&page=9");
    expect(past.status).toBe(200);
    expect(past.body).toMatchObject({ total: 8, last_page: 3, current_page: 9, data: [] });
    expect(ids((await grid("?per_page=100")).body)).toHaveLength(8);
  });

  it("sorts by rating, price, world ranking and Russian title; unknown values last, ties by id", async () => {
    expect(ids((await grid("?sort_column=rating&sort_order=asc")).body)).toEqual([6, 5, 7, 3, 8, 1, 4, 2]);
    expect(ids((await grid("?sort_column=price")).body)).toEqual([6, 5, 8, 4, 1, 2, 3, 7]);
    expect(ids((await grid("?sort_column=price&sort_order=desc")).body)).toEqual([2, 1, 4, 5, 8, 6, 3, 7]);
    expect(ids((await grid("?sort_column=ranking")).body)).toEqual([1, 2, 8, 4, 7, 3, 5, 6]);
    expect(ids((await grid("?sort_column=title")).body)).toEqual([8, 7, 1, 4, 2, 5, 3, 6]);
  });

  it("searches titles in Russian, English and Chinese and acronyms, ignoring case", async () => {
    expect(ids((await grid(`?title=${q("ПЕКИНСК")}`)).body)).toEqual([1, 6]);
    expect(ids((await grid(`?title=${q("ёнсе")}`)).body)).toEqual([4]);
    expect(ids((await grid("?title=peKing")).body)).toEqual([1]);
    expect(ids((await grid(`?title=${q("清华")}`)).body)).toEqual([2]);
    expect(ids((await grid("?title=pku")).body)).toEqual([1]);
    expect(ids((await grid(`?title=${q("  Peking   University ")}`)).body)).toEqual([1]);
    expect(ids((await grid(`?title=${q("%")}`)).body)).toEqual([]);
    expect(ids((await grid(`?title=${q("_")}`)).body)).toEqual([]);
  });

  it("includes the stored SEO of the listing page named by url", async () => {
    const { body } = await grid(`?url=${q("/universities/china/")}&countries=1`);
    expect(body.page.seo).toEqual(LISTING_FIXTURE.pages[0]?.seo);
    expect((await grid(`?url=${q("https://shuyuan.ru/universities/china/?page=2")}`)).body.page.seo?.title).toBe(
      "Университеты Китая",
    );
    expect((await grid(`?url=${q("/colleges/")}`)).body.page.seo).toBeNull();
  });

  it("answers the same under the /api-dev/ prefix", async () => {
    const { status, body } = await grid("?countries=2", "/api-dev");
    expect(status).toBe(200);
    expect(ids(body)).toEqual([4]);
  });

  it("answers malformed values with 422 and a Russian message per field, and keeps the data", async () => {
    const { status, body } = (await grid(
      "?countries=1,abc&page=0&per_page=101&sort_column=views&sort_order=up&has_grants=yes&type=7&type_grants=3&price.min=-5&url=colleges",
    )) as unknown as { status: number; body: { message: string; data: Record<string, string[]> } };
    expect(status).toBe(422);
    expect(body).toEqual({
      message: "Проверьте правильность заполнения полей.",
      data: {
        countries: ["Укажите числовые идентификаторы через запятую."],
        type: ["Неизвестный тип учебного заведения: допустимы 0, 1, 2 и 3."],
        type_grants: ["Неизвестный тип основы: допустимы 1 (гранты) и 2 (стипендии)."],
        has_grants: ["Укажите true или false."],
        "price.min": ["Укажите целое неотрицательное число."],
        page: ["Номер страницы: целое число от 1."],
        per_page: ["Количество на странице: целое число от 1 до 100."],
        sort_column: ["Сортировка возможна по rating, price, ranking или title."],
        sort_order: ["Порядок сортировки: asc или desc."],
        url: ["Укажите путь страницы, начиная с «/», или её адрес."],
      },
    });
    for (const query of [
      "?cities=%E0%A4%A",
      "?page=1e3",
      "?per_page=-1",
      `?languages=${"1,".repeat(101)}1`,
      `?directions=${"&directions=1".repeat(11)}`,
      "?specialties=1;2",
    ]) {
      const response = await app.request(`${GRID}${query}`);
      expect(response.status, query).toBe(422);
      expect(((await response.json()) as { message: string }).message).toBe("Проверьте правильность заполнения полей.");
    }
    expect((await grid("")).body.total).toBe(8);
  });

  it("refuses a NUL, which the database cannot take, on its field (ADR 030)", async () => {
    const response = await app.request(`${GRID}?title=${q("\u0000'; drop table institutions; --")}`);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: "Проверьте правильность заполнения полей.",
      data: { title: ["Недопустимый символ в тексте."] },
    });
    expect((await grid("")).body.total).toBe(8);
  });

  it("never fails on strange but well-formed input", async () => {
    for (const query of [
      `?title=${q("'; drop table institutions; --")}`,
      `?title=${q("🎓".repeat(300))}`,
      "?countries=999999999999999",
      "?unknown=1&page=2&per_page=1",
    ]) {
      const response = await app.request(`${GRID}${query}`);
      expect(response.status, query).toBe(200);
      parsedPage(await response.json());
    }
    expect((await grid("")).body.total).toBe(8);
  });
});
