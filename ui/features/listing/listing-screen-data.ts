import type { BreadcrumbItem } from "../../../core/domain/breadcrumbs/breadcrumb-item";
import type { FilterParams } from "../../../core/domain/catalogue/filter-params";
import type { InstitutionListingResponse } from "../../../core/domain/catalogue/institution-listing-response";
import type { Seo } from "../../../core/domain/catalogue/seo";
import type { ListingView } from "../../../core/domain/listing/listing-view";

/** Everything the listing screen renders, all of it from the API (page data and the institutions grid). */
export type ListingScreenData = {
  readonly screen: "institutions-listing";
  readonly seo: Seo | null;
  readonly title: string;
  readonly heading: string;
  /** The editorial text of the page (GET /pages) for this path; empty when there is none. */
  readonly intro: string;
  readonly breadcrumbs: readonly BreadcrumbItem[];
  readonly view: ListingView;
  /** Query parameters that are not the listing's (utm_*...), kept on every listing URL the page builds. */
  readonly foreign: string;
  /** Pages 1..view.page of the filtered listing with its facet counts and location menu. */
  readonly listing: InstitutionListingResponse;
  /** The lowest price_from the filter accepts (price.min of the type's listing): part of reading the URL. */
  readonly priceFromMin: number;
  /** The merged server queries of the view, for the pages the browser appends. */
  readonly filters: FilterParams;
};
