import type { RouterContextProvider } from "react-router";
import type { FilterParams } from "../../../core/domain/catalogue/filter-params";
import {
  BLANK_INSTITUTION_LISTING,
  type InstitutionListingResponse,
} from "../../../core/domain/catalogue/institution-listing-response";
import { LISTING_PER_PAGE_MAX } from "../../../core/application/listing/listing-limits";
import { LISTING_PAGE_SIZE } from "../../../core/domain/listing/listing-page-number";
import { pageChunks } from "../../../core/domain/listing/listing-page-chunks";
import { mergeListingPages } from "../../../core/domain/listing/listing-pages-merge";
import type { ListingSortKey } from "../../../core/domain/listing/listing-sort";
import { LISTING_TYPE_NUMBERS, type ListingType } from "../../../core/domain/listing/listing-type";
import { requestApiContext, requestQueryClientContext } from "../../app/request-context";
import { listingGridQuery } from "../../data/listing.queries";

type Context = Readonly<RouterContextProvider>;

/** The server filter of a bare listing of a type: all it takes before the facets are known. */
export const typeFilters = (type: ListingType): FilterParams =>
  type === "catalog" ? {} : { type: LISTING_TYPE_NUMBERS[type] };

/**
 * Pages 1..`pages` of a listing, loaded through the request's QueryClient (equal requests of one render are made
 * once) in as few requests as the API's page limit allows, merged into one listing paged by LISTING_PAGE_SIZE.
 */
export async function loadShownPages(
  context: Context,
  filters: FilterParams,
  sort: ListingSortKey,
  pages: number,
): Promise<InstitutionListingResponse> {
  const client = context.get(requestQueryClientContext);
  const api = context.get(requestApiContext);
  const answers = await Promise.all(
    pageChunks(pages, LISTING_PAGE_SIZE, LISTING_PER_PAGE_MAX).map(({ page, perPage }) =>
      client.ensureQueryData(listingGridQuery(api, { filters, sort, page, perPage })),
    ),
  );
  return mergeListingPages(answers, pages, LISTING_PAGE_SIZE) ?? BLANK_INSTITUTION_LISTING;
}
