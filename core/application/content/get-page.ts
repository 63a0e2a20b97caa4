import { BLANK_PAGE_DATA, type PageData } from "../../domain/main-data/page-data";
import type { ContentRepository } from "../../ports/content-repository.port";
import type { MainDataCache } from "./main-data-cache";

export type GetPageDeps = { readonly content: ContentRepository; readonly cache: Pick<MainDataCache, "pages"> };

/**
 * Page data of a normalised path (GET /pages?url=), cached per path like main data's page part; a path without
 * a page answers the blank page data (seo null, '').
 */
export const getPage = ({ content, cache }: GetPageDeps, path: string, now: Date): Promise<PageData> =>
  cache.pages.read(path, now, async () => (await content.pageByUrl(path)) ?? BLANK_PAGE_DATA);
