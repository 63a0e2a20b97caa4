import { FIELD_MESSAGES as M } from "./field-messages";
import { z } from "./zod-ru";

/** Items per page when the request names none; the spec fixes 9 for certificates and team (PAGE_SIZES). */
export const DEFAULT_PER_PAGE = 12;
export const MAX_PER_PAGE = 100;

/** `page`: from 1, default 1. */
export const pageQuery = () =>
  z
    .string({ error: M.page })
    .regex(/^[1-9]\d{0,6}$/, M.page)
    .transform(Number)
    .optional()
    .transform((page) => page ?? 1);

/** `per_page`: 1 to 100, default `perPage`. */
export const perPageQuery = (perPage: number = DEFAULT_PER_PAGE) =>
  z
    .string({ error: M.perPage })
    .regex(/^\d{1,3}$/, M.perPage)
    .transform(Number)
    .refine((size) => size >= 1 && size <= MAX_PER_PAGE, M.perPage)
    .optional()
    .transform((size) => size ?? perPage);

export const sortOrderQuery = () => z.enum(["asc", "desc"], { error: M.sortOrder }).optional();

/** The paging part of a `.../grid` query (page from 1; per_page default 12, certificates and team 9, at most 100). */
export const gridWindowShape = (perPage: number = DEFAULT_PER_PAGE) => ({
  page: pageQuery(),
  per_page: perPageQuery(perPage),
});

/** A grid query without filters. */
export const gridQuerySchema = (perPage: number = DEFAULT_PER_PAGE) => z.object(gridWindowShape(perPage));
