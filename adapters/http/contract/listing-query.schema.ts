import type { z as Z } from "zod";
import { pagePath } from "../../../core/application/content/page-path";
import type { ListInstitutionsRequest } from "../../../core/application/listing/list-institutions";
import {
  DEFAULT_SORT_ORDER,
  LISTING_PER_PAGE_DEFAULT,
  LISTING_PER_PAGE_MAX,
} from "../../../core/application/listing/listing-limits";
import { titleNeedle } from "../../../core/application/listing/title-needle";
import type { ListingCriteria } from "../../../core/ports/institution-listing-repository.port";
import { hinted } from "./json-schema-hints";
import { z } from "./zod-ru";

/** Ids per list and repeats of one key: enough for any filter the site builds, bounded against abuse. */
const MAX_IDS = 100;
const MAX_REPEATS = 10;

/** Russian messages of the listing query (the texts the server answers with). */
export const LISTING_QUERY_MESSAGES = {
  ids: "Укажите числовые идентификаторы через запятую.",
  tooMany: `Не больше ${MAX_IDS} значений в одном списке.`,
  repeats: `Параметр повторяется больше ${MAX_REPEATS} раз.`,
  types: "Неизвестный тип учебного заведения: допустимы 0, 1, 2 и 3.",
  grants: "Неизвестный тип основы: допустимы 1 (гранты) и 2 (стипендии).",
  flag: "Укажите true или false.",
  amount: "Укажите целое неотрицательное число.",
  sortColumn: "Сортировка возможна по rating, price, ranking или title.",
  sortOrder: "Порядок сортировки: asc или desc.",
  path: "Укажите путь страницы, начиная с «/», или её адрес.",
  page: "Номер страницы: целое число от 1.",
  perPage: `Количество на странице: целое число от 1 до ${LISTING_PER_PAGE_MAX}.`,
} as const;

const L = LISTING_QUERY_MESSAGES;

/**
 * Columns the institutions listing can be sorted by (rating by default). Without a sort_order, rating sorts best
 * first and the others ascending (cheapest, highest ranked, alphabetical).
 */
export const INSTITUTION_SORT_COLUMNS = ["rating", "price", "ranking", "title"] as const;

/** A comma list of numbers, each passing `pattern`; blanks between commas are ignored, at most 100 values. */
const numberList = (pattern: RegExp, message: string) =>
  z
    .string()
    .transform((text) =>
      text
        .split(",")
        .map((item) => item.trim())
        .filter((item) => item !== ""),
    )
    .refine((list) => list.every((item) => pattern.test(item)), message)
    .refine((list) => list.length <= MAX_IDS, L.tooMany)
    .transform((list) => list.map(Number));

const idList = numberList(/^\d{1,15}$/, L.ids);
const typeList = numberList(/^[0-3]$/, L.types);
const grantList = numberList(/^[12]$/, L.grants);
const flag = z
  .enum(["true", "false", "1", "0"], { error: L.flag })
  .transform((text) => text === "true" || text === "1");
const amount = z
  .string()
  .trim()
  .regex(/^\d{1,15}$/, L.amount)
  .transform(Number);
const pageNumber = z
  .string()
  .trim()
  .regex(/^\d{1,9}$/, L.page)
  .transform(Number)
  .refine((page) => page >= 1, L.page);
const perPage = z
  .string()
  .trim()
  .regex(/^\d{1,3}$/, L.perPage)
  .transform(Number)
  .refine((size) => size >= 1 && size <= LISTING_PER_PAGE_MAX, L.perPage);
const sortColumn = z.enum(INSTITUTION_SORT_COLUMNS, { error: L.sortColumn });
const sortOrder = z.enum(["asc", "desc"], { error: L.sortOrder });
/** The listing page's address, read as GET /pages reads it (a path or an absolute http(s) URL, query dropped). */
const pageAddress = z.string().transform((text, context) => {
  const parsed = pagePath(text);
  if (parsed.ok) return parsed.value;
  context.addIssue({ code: "custom", message: L.path });
  return z.NEVER;
});

/** What the OpenAPI document shows for a key: its value's own rule, once or repeated. */
const wireOf = (item: Z.ZodType<unknown, string>) => z.union([item, z.array(item)]).optional();

/** One key's values: a text, or the texts of a repeated key (the server reads every occurrence). */
const occurrences = z.union([z.string(), z.array(z.string())]).optional();

const present = (raw: string | string[] | undefined): string[] =>
  (raw === undefined ? [] : typeof raw === "string" ? [raw] : raw).filter((text) => text.trim() !== "");

/** Reads `texts` with `item`, reporting each message once on the key itself (a repeat past ten counts too). */
const readAll = <T>(item: Z.ZodType<T, string>, texts: readonly string[], context: Z.RefinementCtx): T[] => {
  const messages = new Set<string>();
  if (texts.length > MAX_REPEATS) messages.add(L.repeats);
  const read = texts.slice(0, MAX_REPEATS).flatMap((text) => {
    const parsed = item.safeParse(text);
    if (parsed.success) return [parsed.data];
    for (const issue of parsed.error.issues) messages.add(issue.message);
    return [];
  });
  for (const message of messages) context.addIssue({ code: "custom", message });
  return read;
};

/** Every non-blank occurrence of a key (at most ten), each one more condition. */
const each = <T>(item: Z.ZodType<T, string>) =>
  hinted(
    occurrences.transform((raw, context): T[] => readAll(item, present(raw), context)),
    wireOf(item),
  );

/** The first non-blank occurrence of a key (paging, sorting, page address); later ones are not read. */
const first = <T>(item: Z.ZodType<T, string>) =>
  hinted(
    occurrences.transform((raw, context): T | null => {
      const texts = present(raw);
      const [value] = readAll(item, texts.slice(0, 1), context);
      if (texts.length > MAX_REPEATS) context.addIssue({ code: "custom", message: L.repeats });
      return value ?? null;
    }),
    wireOf(item),
  );

const clauses = (lists: readonly (readonly number[][])[]): number[][] =>
  lists.flat().filter((clause) => clause.length > 0);

/**
 * GET /institutions/grid (docs/adr/012-listing-query.md): paging (per_page 1 to 100, default 12), sorting, the page
 * whose SEO block to include (`url`: a path or an absolute http(s) address) and the listing's two server queries of
 * spec 7 merged into one query string (core/domain/listing/listing-server-query.ts and secondary-server-query.ts).
 * Lists are ids joined by commas; each occurrence of a filter key is one more condition (all must hold); same-meaning
 * keys of the two queries fill the same criterion; type 0 (catalog) restricts nothing; a flag restricts when true;
 * empty values mean no condition; unknown keys are ignored. The server reads it into the listing request.
 */
export const institutionsGridQuerySchema = z
  .object({
    page: first(pageNumber),
    per_page: first(perPage),
    sort_column: first(sortColumn),
    sort_order: first(sortOrder),
    url: first(pageAddress),
    countries: each(idList),
    cities: each(idList),
    type: each(typeList),
    has_grants: each(flag),
    is_partner: each(flag),
    vacancies: each(flag),
    lang_courses: each(flag),
    directions: each(idList),
    program_level: each(idList),
    languages: each(idList),
    specialties: each(idList),
    title: each(z.string()),
    type_educations: each(typeList),
    degree_programs: each(idList),
    type_grants: each(grantList),
    lang_instructions: each(idList),
    "price.min": each(amount),
  })
  .transform((query): ListInstitutionsRequest => {
    const column = query.sort_column ?? "rating";
    const criteria: ListingCriteria = {
      countries: clauses([query.countries]),
      cities: clauses([query.cities]),
      directions: clauses([query.directions]),
      programLevels: clauses([query.program_level, query.degree_programs]),
      languages: clauses([query.languages, query.lang_instructions]),
      specialties: clauses([query.specialties]),
      // 0 is catalog: every type, so such a clause restricts nothing.
      types: clauses([query.type, query.type_educations]).filter((clause) => !clause.includes(0)),
      grantTypes: clauses([query.type_grants]),
      hasGrants: query.has_grants.some(Boolean),
      isPartner: query.is_partner.some(Boolean),
      vacancies: query.vacancies.some(Boolean),
      langCourses: query.lang_courses.some(Boolean),
      titles: query.title.flatMap((text) => titleNeedle(text) ?? []),
      priceMin: query["price.min"].reduce((highest, value) => Math.max(highest, value), 0),
    };
    return {
      search: {
        criteria,
        sort: { column, order: query.sort_order ?? DEFAULT_SORT_ORDER[column] },
        page: query.page ?? 1,
        perPage: query.per_page ?? LISTING_PER_PAGE_DEFAULT,
      },
      path: query.url,
    };
  });
