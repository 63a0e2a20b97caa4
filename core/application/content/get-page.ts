import { BLANK_PAGE_DATA, type PageData } from "../../domain/main-data/page-data";
import type { ContentRepository } from "../../ports/content-repository.port";

export type GetPageDeps = { readonly content: ContentRepository };

/** Page data of a normalised path; a path without a page answers the blank page data (seo null, ''). */
export const getPage = async ({ content }: GetPageDeps, path: string): Promise<PageData> =>
  (await content.pageByUrl(path)) ?? BLANK_PAGE_DATA;
