import { pagePath } from "../../../core/application/content/page-path";
import { optionalText } from "./fields";
import { perPageQuery } from "./grid-query.schema";
import { z } from "./zod-ru";

/** Russian messages of the listing query (the same texts the server answers). */
export const LISTING_QUERY_MESSAGES = {
  ids: "Укажите числовые идентификаторы через запятую.",
  tooMany: "Не больше 100 значений в одном списке.",
  types: "Неизвестный тип учебного заведения: допустимы 0, 1, 2 и 3.",
  grants: "Неизвестный тип основы: допустимы 1 (гранты) и 2 (стипендии).",
  flag: "Укажите true или false.",
  amount: "Укажите целое неотрицательное число.",
  sortColumn: "Сортировка возможна по rating, price, ranking или title.",
  sortOrder: "Порядок сортировки: asc или desc.",
  path: "Укажите путь страницы, начиная с «/», или её адрес.",
  page: "Номер страницы: целое число от 1.",
} as const;

const L = LISTING_QUERY_MESSAGES;
const MAX_IDS = 100;

/** A comma list of numbers passing `pattern`; blanks between commas are ignored, at most 100 values. */
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
    .transform((list) => list.map(Number))
    .optional();

const idList = () => numberList(/^\d{1,15}$/, L.ids);
const flag = () =>
  z
    .enum(["true", "false", "1", "0"], { error: L.flag })
    .transform((text) => text === "true" || text === "1")
    .optional();

/** `page` as the server reads it: up to nine digits, leading zeros allowed, at least 1 (default 1). */
const listingPage = () =>
  z
    .string({ error: L.page })
    .trim()
    .regex(/^\d{1,9}$/, L.page)
    .transform(Number)
    .refine((page) => page >= 1, L.page)
    .optional()
    .transform((page) => page ?? 1);

/**
 * Columns the institutions listing can be sorted by (rating by default). Without a sort_order, rating sorts best
 * first and the others ascending (cheapest, highest ranked, alphabetical).
 */
export const INSTITUTION_SORT_COLUMNS = ["rating", "price", "ranking", "title"] as const;

/**
 * GET /institutions/grid (server/api/institutions-grid.query.ts): paging (per_page 1 to 100, default 12),
 * sorting, the page whose SEO block to include (`url`: a path or an absolute http(s) address) and the listing's two
 * server queries of spec 7 merged into one query string (core/domain/listing/listing-server-query.ts and
 * secondary-server-query.ts). `countries`, `cities` and `directions` occur in both sets and are sent once;
 * lists are ids joined by commas; type 0 (catalog) restricts nothing; flags are sent only as true.
 */
export const institutionsGridQuerySchema = z.object({
  page: listingPage(),
  per_page: perPageQuery(),
  sort_column: z.enum(INSTITUTION_SORT_COLUMNS, { error: L.sortColumn }).optional(),
  sort_order: z.enum(["asc", "desc"], { error: L.sortOrder }).optional(),
  url: z
    .string()
    .refine((url) => pagePath(url).ok, L.path)
    .optional(),
  countries: idList(),
  cities: idList(),
  type: numberList(/^[0-3]$/, L.types),
  has_grants: flag(),
  is_partner: flag(),
  vacancies: flag(),
  lang_courses: flag(),
  directions: idList(),
  program_level: idList(),
  languages: idList(),
  specialties: idList(),
  title: optionalText(200),
  type_educations: numberList(/^[0-3]$/, L.types),
  degree_programs: idList(),
  type_grants: numberList(/^[12]$/, L.grants),
  lang_instructions: idList(),
  "price.min": z
    .string()
    .trim()
    .regex(/^\d{1,15}$/, L.amount)
    .transform(Number)
    .optional(),
});
