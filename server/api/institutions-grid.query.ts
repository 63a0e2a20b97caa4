import { z } from "zod";
import { pagePath } from "../../core/application/content/page-path";
import type { ListInstitutionsRequest } from "../../core/application/listing/list-institutions";
import {
  DEFAULT_SORT_ORDER,
  LISTING_PER_PAGE_DEFAULT,
  LISTING_PER_PAGE_MAX,
  LISTING_SORT_COLUMNS,
} from "../../core/application/listing/listing-limits";
import { titleNeedle } from "../../core/application/listing/title-needle";
import { UNRESTRICTED_CRITERIA } from "../../core/application/listing/unrestricted-criteria";
import type { ListingCriteria, ListingSortColumn } from "../../core/ports/institution-listing-repository.port";
import type { FieldErrors } from "../http/api-error";

/** Ids per list and repeats of one key: enough for any filter the site builds, bounded against abuse. */
const MAX_IDS = 100;
const MAX_REPEATS = 10;

const items = (text: string): string[] =>
  text
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");

/** A comma list of numbers, each checked by `allowed`; messages in Russian. */
const numberList = (allowed: (item: string) => boolean, message: string) =>
  z
    .string()
    .transform(items)
    .pipe(z.array(z.string().refine(allowed, message)).max(MAX_IDS, `Не больше ${MAX_IDS} значений в одном списке.`))
    .transform((list) => list.map(Number));

const isId = (item: string) => /^\d{1,15}$/.test(item);
const idList = numberList(isId, "Укажите числовые идентификаторы через запятую.");
const typeList = numberList(
  (item) => /^[0-3]$/.test(item),
  "Неизвестный тип учебного заведения: допустимы 0, 1, 2 и 3.",
);
const grantList = numberList(
  (item) => /^[12]$/.test(item),
  "Неизвестный тип основы: допустимы 1 (гранты) и 2 (стипендии).",
);
const flag = z
  .enum(["true", "false", "1", "0"], { error: "Укажите true или false." })
  .transform((text) => text === "true" || text === "1");
const amount = z
  .string()
  .trim()
  .regex(/^\d{1,15}$/, "Укажите целое неотрицательное число.")
  .transform(Number);
const pageNumber = z
  .string()
  .trim()
  .regex(/^\d{1,9}$/, "Номер страницы: целое число от 1.")
  .transform(Number)
  .pipe(z.number().min(1, "Номер страницы: целое число от 1."));
const perPage = z
  .string()
  .trim()
  .regex(/^\d{1,3}$/, `Количество на странице: целое число от 1 до ${LISTING_PER_PAGE_MAX}.`)
  .transform(Number)
  .pipe(
    z
      .number()
      .min(1, `Количество на странице: целое число от 1 до ${LISTING_PER_PAGE_MAX}.`)
      .max(LISTING_PER_PAGE_MAX, `Количество на странице: целое число от 1 до ${LISTING_PER_PAGE_MAX}.`),
  );
const sortColumn = z.enum(LISTING_SORT_COLUMNS as [ListingSortColumn, ...ListingSortColumn[]], {
  error: "Сортировка возможна по rating, price, ranking или title.",
});
const sortOrder = z.enum(["asc", "desc"], { error: "Порядок сортировки: asc или desc." });
/** The listing page's address, read as GET /pages reads it (a path or an absolute http(s) URL, query dropped). */
const path = z.string().transform((text, context) => {
  const parsed = pagePath(text);
  if (parsed.ok) return parsed.value;
  context.addIssue({ code: "custom", message: "Укажите путь страницы, начиная с «/», или её адрес." });
  return z.NEVER;
});

type IdKey = "countries" | "cities" | "languages" | "programLevels" | "directions" | "specialties";

/** Query keys of both server queries (spec 7) and the criteria they add a clause to. */
const ID_KEYS: Readonly<Record<string, IdKey>> = {
  countries: "countries",
  cities: "cities",
  directions: "directions",
  program_level: "programLevels",
  degree_programs: "programLevels",
  languages: "languages",
  lang_instructions: "languages",
  specialties: "specialties",
};
const FLAG_KEYS = {
  has_grants: "hasGrants",
  is_partner: "isPartner",
  vacancies: "vacancies",
  lang_courses: "langCourses",
} as const satisfies Record<string, keyof ListingCriteria>;

export type GridQueryParse = { ok: true; value: ListInstitutionsRequest } | { ok: false; errors: FieldErrors };

/**
 * Reads GET /institutions/grid (docs/adr/012-listing-query.md): the keys of both server queries, paging, sorting
 * and the page path for SEO. Each occurrence of a filter key is one more condition (all must hold); the first
 * occurrence of a paging, sorting or path key wins; unknown keys are ignored; empty values mean no condition.
 * Malformed values are field errors with Russian messages, never a guess.
 */
export function parseGridQuery(params: Readonly<Record<string, readonly string[]>>): GridQueryParse {
  const errors: FieldErrors = {};
  const fail = (key: string, message: string) => {
    const messages = errors[key] ?? [];
    if (!messages.includes(message)) messages.push(message);
    errors[key] = messages;
  };
  const valuesOf = (key: string): readonly string[] => {
    const values = (params[key] ?? []).filter((value) => value.trim() !== "");
    if (values.length > MAX_REPEATS) fail(key, `Параметр повторяется больше ${MAX_REPEATS} раз.`);
    return values.slice(0, MAX_REPEATS);
  };
  const read = <T>(key: string, schema: z.ZodType<T>, text: string): T | null => {
    const parsed = schema.safeParse(text);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) fail(key, issue.message);
    return null;
  };
  const first = <T>(key: string, schema: z.ZodType<T>): T | null => {
    const [text] = valuesOf(key);
    return text === undefined ? null : read(key, schema, text);
  };
  const all = <T>(key: string, schema: z.ZodType<T>): T[] =>
    valuesOf(key).flatMap((text) => {
      const value = read(key, schema, text);
      return value === null ? [] : [value];
    });

  const clauses: Record<IdKey | "types" | "grantTypes", number[][]> = {
    countries: [],
    cities: [],
    languages: [],
    programLevels: [],
    directions: [],
    specialties: [],
    types: [],
    grantTypes: [],
  };
  for (const [key, target] of Object.entries(ID_KEYS)) {
    for (const clause of all(key, idList)) if (clause.length > 0) clauses[target].push(clause);
  }
  for (const key of ["type", "type_educations"]) {
    // 0 is catalog: every type, so such a clause restricts nothing.
    for (const clause of all(key, typeList)) if (clause.length > 0 && !clause.includes(0)) clauses.types.push(clause);
  }
  for (const clause of all("type_grants", grantList)) if (clause.length > 0) clauses.grantTypes.push(clause);
  const flags = Object.fromEntries(
    Object.entries(FLAG_KEYS).map(([key, target]) => [target, all(key, flag).some((on) => on)]),
  ) as Pick<ListingCriteria, (typeof FLAG_KEYS)[keyof typeof FLAG_KEYS]>;
  const titles = all("title", z.string()).flatMap((text) => {
    const needle = titleNeedle(text);
    return needle === null ? [] : [needle];
  });
  const priceMin = all("price.min", amount).reduce((highest, value) => Math.max(highest, value), 0);

  const page = first("page", pageNumber) ?? 1;
  const size = first("per_page", perPage) ?? LISTING_PER_PAGE_DEFAULT;
  const column = first("sort_column", sortColumn) ?? "rating";
  const order = first("sort_order", sortOrder) ?? DEFAULT_SORT_ORDER[column];
  const pagePath = first("url", path);

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const criteria: ListingCriteria = { ...UNRESTRICTED_CRITERIA, ...clauses, ...flags, titles, priceMin };
  return {
    ok: true,
    value: { search: { criteria, sort: { column, order }, page, perPage: size }, path: pagePath },
  };
}
