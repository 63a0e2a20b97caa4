import { ERROR_TEXTS } from "../../core/domain/errors/error-texts";
import { PUBLIC_PAGE_PATHS } from "../../core/domain/sitemap/public-page-paths";
import type { SitemapEntry } from "../../core/domain/sitemap/sitemap-entry";
import { type SitemapFile, sitemapFileOf, sitemapFilePath } from "../../core/domain/sitemap/sitemap-file";
import { sitemapIndexXml } from "../../core/domain/sitemap/sitemap-index-xml";
import { SITEMAP_FILE_URLS } from "../../core/domain/sitemap/sitemap-limits";
import { sitemapPlan } from "../../core/domain/sitemap/sitemap-plan";
import { urlsetXml } from "../../core/domain/sitemap/urlset-xml";
import { requestApiContext } from "../app/request-context";
import { plainTextResponse, publicOrigin, xmlResponse } from "../features/seo/seo-responses";
import type { Route } from "./+types/sitemap";

/** The fixed public pages of the route table; they keep no date of change. */
const PAGE_ENTRIES: readonly SitemapEntry[] = PUBLIC_PAGE_PATHS.map((path) => ({ path, lastmod: null }));

const notFound = () => plainTextResponse(ERROR_TEXTS.notFound, 404);
const unavailable = () =>
  plainTextResponse("Сервис данных не ответил. Попробуйте позже.", 503, {
    "Retry-After": "60",
    "Cache-Control": "no-store",
  });

/**
 * /sitemap.xml and /sitemap/{file}.xml (resource routes; spec: every public page, institution, degree program and
 * education base). The fixed pages come from the route table, the rest from GET /api/ru/v1/sitemap. While
 * everything fits in one file (SITEMAP_FILE_URLS), /sitemap.xml is that file; beyond, it is an index of
 * /sitemap/pages.xml and /sitemap/1.xml, /sitemap/2.xml... (one catalogue page each).
 */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  // React Router would also match "/sitemap.xml/": the files have one address each.
  if (url.pathname.endsWith("/")) return notFound();
  const api = context.get(requestApiContext);
  const origin = publicOrigin(context, url);
  const catalogue = (page: number) => api.sitemap.page({ page, per_page: SITEMAP_FILE_URLS });

  const name = "file" in params ? params.file : undefined;
  if (name !== undefined) {
    const file: SitemapFile | null = sitemapFileOf(name);
    if (file === null) return notFound();
    if (file._tag === "Pages") return xmlResponse(urlsetXml(origin, PAGE_ENTRIES));
    const page = await catalogue(file.page);
    if (page === null) return unavailable();
    return file.page > page.last_page ? notFound() : xmlResponse(urlsetXml(origin, page.data));
  }

  const first = await catalogue(1);
  if (first === null) return unavailable();
  const plan = sitemapPlan(PAGE_ENTRIES.length, first.total);
  return xmlResponse(
    plan._tag === "Single"
      ? urlsetXml(origin, [...PAGE_ENTRIES, ...first.data])
      : sitemapIndexXml(origin, plan.files.map(sitemapFilePath)),
  );
}
