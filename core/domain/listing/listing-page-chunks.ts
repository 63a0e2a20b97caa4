/** One request of a listing: a page number in pages of `perPage` cards. */
export type PageChunk = { readonly page: number; readonly perPage: number };

/**
 * The requests that load the first `pages` pages of `pageSize` cards when one request may ask for at most
 * `maxPerPage` cards: one request while they fit, else consecutive requests of the largest whole number of pages
 * that fits (the last may bring up to one such request's worth of extra cards, which the caller cuts off).
 */
export const pageChunks = (pages: number, pageSize: number, maxPerPage: number): readonly PageChunk[] => {
  const pagesPerRequest = Math.max(1, Math.floor(maxPerPage / pageSize));
  if (pages <= pagesPerRequest) return [{ page: 1, perPage: pages * pageSize }];
  const perPage = pagesPerRequest * pageSize;
  return Array.from({ length: Math.ceil(pages / pagesPerRequest) }, (_, index) => ({ page: index + 1, perPage }));
};
