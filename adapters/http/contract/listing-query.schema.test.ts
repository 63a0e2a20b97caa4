import { describe, expect, it } from "vitest";
import { UNRESTRICTED_CRITERIA } from "../../../core/application/listing/unrestricted-criteria";
import { institutionsGridQuerySchema } from "./listing-query.schema";

/** The query string as the server hands it over: every occurrence of each key. */
const queriesOf = (query: string): Record<string, string[]> => {
  const params: Record<string, string[]> = {};
  for (const [key, value] of new URLSearchParams(query)) params[key] = [...(params[key] ?? []), value];
  return params;
};

/** Issues as the API answers them: field -> messages. */
const errorsOf = (query: string): Record<string, string[]> => {
  const out: Record<string, string[]> = {};
  for (const issue of institutionsGridQuerySchema.safeParse(queriesOf(query)).error?.issues ?? []) {
    const field = issue.path.join(".") || "_";
    out[field] = [...(out[field] ?? []), issue.message];
  }
  return out;
};

const parse = (query: string) => institutionsGridQuerySchema.parse(queriesOf(query));
const criteriaOf = (query: string) => parse(query).search.criteria;

describe("institutionsGridQuerySchema", () => {
  it("defaults to every institution by rating, 12 a page, without a page path", () => {
    expect(parse("")).toEqual({
      search: { criteria: UNRESTRICTED_CRITERIA, sort: { column: "rating", order: "desc" }, page: 1, perPage: 12 },
      path: null,
    });
  });

  it("reads single texts as the client sends them, and lists of texts as the server reads repeated keys", () => {
    expect(institutionsGridQuerySchema.parse({ countries: "1,2", page: "2" }).search).toMatchObject({
      criteria: { countries: [[1, 2]] },
      page: 2,
    });
    expect(institutionsGridQuerySchema.parse({ countries: ["1", "2"] }).search.criteria.countries).toEqual([[1], [2]]);
  });

  it("maps the keys of both server queries to clauses, same-meaning keys to the same attribute", () => {
    expect(
      criteriaOf(
        "countries=1,2&cities=5&directions=3&program_level=4&degree_programs=6&languages=7&lang_instructions=8&specialties=9,10&type=1&type_educations=2,3&type_grants=1",
      ),
    ).toEqual({
      ...UNRESTRICTED_CRITERIA,
      countries: [[1, 2]],
      cities: [[5]],
      directions: [[3]],
      programLevels: [[4], [6]],
      languages: [[7], [8]],
      specialties: [[9, 10]],
      types: [[1], [2, 3]],
      grantTypes: [[1]],
    });
    expect(criteriaOf("cities=3,,4&type_grants=1,2").cities).toEqual([[3, 4]]);
  });

  it("reads flags, the title and the lowest price; false and 0 restrict nothing", () => {
    expect(criteriaOf("has_grants=true&is_partner=1&vacancies=false&lang_courses=0")).toMatchObject({
      hasGrants: true,
      isPartner: true,
      vacancies: false,
      langCourses: false,
    });
    expect(criteriaOf("title=%20%20Пекинский%0A%0AУниверситет%20&price.min=1500&price.min=900")).toMatchObject({
      titles: ["пекинский университет"],
      priceMin: 1500,
    });
    expect(criteriaOf(`title=${"я".repeat(150)}`).titles[0]).toHaveLength(100);
  });

  it("ignores empty values, catalog (type 0) and unknown keys", () => {
    expect(criteriaOf("countries=&cities=%20,%20&type=0&title=%20&price.min=0&foo=bar")).toEqual(UNRESTRICTED_CRITERIA);
  });

  it("takes the first paging, sorting and path value, with per-column default orders", () => {
    const parsed = parse("page=3&page=x&per_page=20&sort_column=price&url=https://shuyuan.ru/universities/?a=1&url=x");
    expect(parsed.search).toMatchObject({ page: 3, perPage: 20, sort: { column: "price", order: "asc" } });
    expect(parsed.path).toBe("/universities/");
    expect(parse("sort_column=ranking&sort_order=desc").search.sort).toEqual({ column: "ranking", order: "desc" });
    expect(parse("page=007&per_page=100").search).toMatchObject({ page: 7, perPage: 100 });
  });

  it("reports every malformed field once, in Russian", () => {
    expect(errorsOf("countries=x&countries=y&per_page=0&sort_column=views")).toEqual({
      countries: ["Укажите числовые идентификаторы через запятую."],
      per_page: ["Количество на странице: целое число от 1 до 100."],
      sort_column: ["Сортировка возможна по rating, price, ranking или title."],
    });
    expect(errorsOf("has_grants=yes&type=5&type_grants=3&url=universities&page=0&sort_order=up&price.min=-1")).toEqual({
      has_grants: ["Укажите true или false."],
      type: ["Неизвестный тип учебного заведения: допустимы 0, 1, 2 и 3."],
      type_grants: ["Неизвестный тип основы: допустимы 1 (гранты) и 2 (стипендии)."],
      url: ["Укажите путь страницы, начиная с «/», или её адрес."],
      page: ["Номер страницы: целое число от 1."],
      sort_order: ["Порядок сортировки: asc или desc."],
      "price.min": ["Укажите целое неотрицательное число."],
    });
    expect(errorsOf("url=//evil.example&per_page=101")).toEqual({
      url: ["Укажите путь страницы, начиная с «/», или её адрес."],
      per_page: ["Количество на странице: целое число от 1 до 100."],
    });
  });

  it("bounds lists and repeats", () => {
    const ids = Array.from({ length: 101 }, (_, index) => index + 1).join(",");
    expect(errorsOf(`countries=${ids}`)).toEqual({ countries: ["Не больше 100 значений в одном списке."] });
    const repeated = Array.from({ length: 11 }, () => "cities=1").join("&");
    expect(errorsOf(repeated)).toEqual({ cities: ["Параметр повторяется больше 10 раз."] });
    expect(errorsOf(Array.from({ length: 11 }, () => "page=1").join("&"))).toEqual({
      page: ["Параметр повторяется больше 10 раз."],
    });
  });
});
