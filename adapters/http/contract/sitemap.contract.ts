import { SITEMAP_FILE_URLS } from "../../../core/domain/sitemap/sitemap-limits";
import { sitemapPageSchema } from "../../../core/domain/sitemap/sitemap-entry";
import { pageQuery } from "./grid-query.schema";
import { defineRoute, errorResponses } from "./route-contract";
import { z } from "./zod-ru";

export const SITEMAP_MESSAGES = {
  perPage: `Количество на странице: целое число от 1 до ${SITEMAP_FILE_URLS}.`,
} as const;

/** `page` from 1; `per_page` 1 to SITEMAP_FILE_URLS (a whole sitemap file), that many when left out. */
export const sitemapQuerySchema = z.object({
  page: pageQuery(),
  per_page: z
    .string({ error: SITEMAP_MESSAGES.perPage })
    .regex(/^\d{1,5}$/, SITEMAP_MESSAGES.perPage)
    .transform(Number)
    .refine((size) => size >= 1 && size <= SITEMAP_FILE_URLS, SITEMAP_MESSAGES.perPage)
    .optional()
    .transform((size) => size ?? SITEMAP_FILE_URLS),
});

/** The pages the catalogue and content data make, for sitemap.xml (the fixed pages come from the route table). */
export const SITEMAP_ROUTES = {
  sitemap: defineRoute({
    method: "get",
    path: "/api/ru/v1/sitemap",
    summary: "Адреса страниц каталога и контента для sitemap.xml, с датой последнего изменения",
    tag: "catalogue",
    auth: "none",
    request: { query: sitemapQuerySchema },
    responses: { 200: sitemapPageSchema, ...errorResponses(406, 422, 500) },
  }),
} as const;
