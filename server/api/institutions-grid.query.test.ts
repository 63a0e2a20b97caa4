import { describe, expect, it } from "vitest";
import { UNRESTRICTED_CRITERIA } from "../../core/application/listing/unrestricted-criteria";
import { parseGridQuery } from "./institutions-grid.query";

const parse = (query: string) => {
  const params: Record<string, string[]> = {};
  for (const [key, value] of new URLSearchParams(query)) params[key] = [...(params[key] ?? []), value];
  return parseGridQuery(params);
};
const criteriaOf = (query: string) => {
  const parsed = parse(query);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.value.search.criteria;
};

describe("parseGridQuery", () => {
  it("defaults to every institution by rating, 12 a page, without a page path", () => {
    expect(parse("")).toEqual({
      ok: true,
      value: {
        search: { criteria: UNRESTRICTED_CRITERIA, sort: { column: "rating", order: "desc" }, page: 1, perPage: 12 },
        path: null,
      },
    });
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
    const parsed = parse("page=3&page=1&per_page=20&sort_column=price&url=/universities/&url=/x/");
    expect(parsed.ok && parsed.value.search).toMatchObject({
      page: 3,
      perPage: 20,
      sort: { column: "price", order: "asc" },
    });
    expect(parsed.ok && parsed.value.path).toBe("/universities/");
    const ranking = parse("sort_column=ranking&sort_order=desc");
    expect(ranking.ok && ranking.value.search.sort).toEqual({ column: "ranking", order: "desc" });
  });

  it("reports every malformed field once, in Russian", () => {
    expect(parse("countries=x&countries=y&per_page=0&sort_column=views")).toEqual({
      ok: false,
      errors: {
        countries: ["Укажите числовые идентификаторы через запятую."],
        per_page: ["Количество на странице: целое число от 1 до 100."],
        sort_column: ["Сортировка возможна по rating, price, ranking или title."],
      },
    });
  });
});
