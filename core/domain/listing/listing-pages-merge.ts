import type { InstitutionListingResponse } from "../catalogue/institution-listing-response";

/**
 * The answers of the requests that load pages 1..`pages` (listing-page-chunks.ts), in request order, as one
 * listing of those pages: their cards (at most pages * pageSize), the first answer's facets and counts, and paging
 * in pages of `pageSize` with `current_page` the last page shown. No answers is no listing.
 */
export const mergeListingPages = (
  answers: readonly InstitutionListingResponse[],
  pages: number,
  pageSize: number,
): InstitutionListingResponse | null => {
  const [first] = answers;
  if (first === undefined) return null;
  return {
    ...first,
    data: answers.flatMap((answer) => answer.data).slice(0, pages * pageSize),
    current_page: pages,
    per_page: pageSize,
    last_page: Math.max(1, Math.ceil(first.total / pageSize)),
  };
};
