import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { SiteApi } from "../../core/ports/site-api.port";
import type { FilterParams } from "../../core/domain/catalogue/filter-params";
import type { InstitutionListingResponse } from "../../core/domain/catalogue/institution-listing-response";
import { LISTING_MAX_PAGES, LISTING_PAGE_SIZE } from "../../core/domain/listing/listing-page-number";
import type { ListingSortKey } from "../../core/domain/listing/listing-sort";

/** One GET /institutions/grid request of the listing: both server queries merged, an order and a page. */
export type ListingGridRequest = {
  readonly filters: FilterParams;
  readonly sort: ListingSortKey;
  readonly page: number;
  readonly perPage: number;
};

const grid = (api: SiteApi, { filters, sort, page, perPage }: ListingGridRequest) =>
  api.catalogue.institutionsGrid({ filters, sort_column: sort, page, per_page: perPage });

/** One page of the listing; loaders share it within a request, so equal requests are made once. */
export const listingGridQuery = (api: SiteApi, request: ListingGridRequest) =>
  queryOptions({
    queryKey: ["listing-grid", request] as const,
    queryFn: () => grid(api, request),
    staleTime: 30_000,
  });

/**
 * The listing as the page shows it: the pages the server rendered (`shown`, pages 1..current_page) followed by the
 * pages "Показать ещё" appends in the browser, one page of LISTING_PAGE_SIZE at a time, up to LISTING_MAX_PAGES.
 */
export const listingPagesQuery = (
  api: SiteApi,
  request: Omit<ListingGridRequest, "page" | "perPage">,
  shown: InstitutionListingResponse,
) =>
  infiniteQueryOptions({
    queryKey: ["listing-pages", request, shown.current_page, shown.total] as const,
    queryFn: ({ pageParam }) => grid(api, { ...request, page: pageParam, perPage: LISTING_PAGE_SIZE }),
    initialPageParam: shown.current_page,
    initialData: { pages: [shown], pageParams: [shown.current_page] },
    getNextPageParam: (last, _pages, lastPage) =>
      lastPage < last.last_page && lastPage < LISTING_MAX_PAGES && last.data.length > 0 ? lastPage + 1 : undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
