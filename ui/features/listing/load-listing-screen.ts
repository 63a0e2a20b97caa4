import { data, type LoaderFunctionArgs, redirect } from "react-router";
import type { InstitutionListingResponse } from "../../../core/domain/catalogue/institution-listing-response";
import type { Seo } from "../../../core/domain/catalogue/seo";
import { ERROR_TEXTS } from "../../../core/domain/errors/error-texts";
import type { ListingFacets } from "../../../core/domain/listing/facets";
import { listingBreadcrumbs } from "../../../core/domain/listing/listing-breadcrumbs";
import { canonicalListingFilter } from "../../../core/domain/listing/listing-canonical";
import { foreignQuery } from "../../../core/domain/listing/listing-foreign-query";
import { LISTING_FORM_MARKER, readListingForm } from "../../../core/domain/listing/listing-form";
import { listingGridFilters } from "../../../core/domain/listing/listing-grid-filters";
import { listingHeading } from "../../../core/domain/listing/listing-heading";
import { parseListingPageNumber } from "../../../core/domain/listing/listing-page-number";
import { parseListingSort } from "../../../core/domain/listing/listing-sort";
import { LISTING_VIEW_KEYS, type ListingView, parseListingView } from "../../../core/domain/listing/listing-view";
import { listingViewUrl } from "../../../core/domain/listing/listing-view-url";
import { parseQueryString } from "../../../core/domain/listing/query-string-parse";
import { isSameListingUrl, urlParts } from "../../../core/domain/listing/same-listing-url";
import { countText } from "../../../core/domain/text/count-text";
import { INSTITUTION_FORMS } from "../../../core/domain/text/counted-nouns";
import type { RouteParams } from "../../../core/domain/route/route-params";
import { loadPage } from "../../app/load-page";
import { SITE_NAME } from "../../app/page-seo";
import { loadShownPages, typeFilters } from "./listing-data";
import type { ListingScreenData } from "./listing-screen-data";

/** The facets a listing URL is read against: every value of the type's listing, and its lowest price. */
const parsingFacets = (base: InstitutionListingResponse): ListingFacets => ({
  ...base.facets,
  price: { min: base.facets.price.min },
});

/** SEO of a listing path without its own page data: its heading and what it lists. */
const listingSeo = (heading: string, total: number): Seo => ({
  title: `${heading} — ${SITE_NAME}`,
  description: `${heading}: ${countText(total, INSTITUTION_FORMS)} с ценами, грантами, рейтингами и сроками приёма.`,
  keywords: null,
  h1: heading,
  canonical: null,
});

/**
 * The canonical view a listing URL asks for: a filter form's submission read as the whole choice, or the path and
 * query with invalid values dropped. A path that names no listing is a 404.
 */
const requestedView = (url: URL, facets: ListingFacets): ListingView => {
  if (url.searchParams.get(LISTING_VIEW_KEYS.form) === LISTING_FORM_MARKER)
    return readListingForm(url.searchParams.entries(), facets);
  const parsed = parseListingView(url, facets);
  if (!parsed.ok) throw data(ERROR_TEXTS.notFound, { status: 404 });
  return { ...parsed.value, filter: canonicalListingFilter(parsed.value.filter, facets) };
};

/**
 * The listing as the page keeps it: the case forms of the countries and cities serve the heading and breadcrumbs,
 * made here on the server, and nothing in the browser reads them (six forms of 54 cities were 17 KB of the page).
 */
const withoutCaseForms = (listing: InstitutionListingResponse): InstitutionListingResponse => ({
  ...listing,
  facets: {
    ...listing.facets,
    countries: listing.facets.countries.map((country) => ({ ...country, morph: null })),
    cities: listing.facets.cities.map((city) => ({ ...city, morph: null })),
  },
});

/**
 * The institutions listing (spec 2, 5, 7). Reads the path and query against the facets of the type's listing
 * (one grid request that is also the page itself when nothing else is chosen), answers 404 for a path naming no
 * listing, redirects a filter form's submission or any non-canonical URL to the canonical one (invalid values
 * dropped, foreign parameters kept), then loads pages 1..page of the filtered listing.
 */
export async function loadListingScreen(
  args: LoaderFunctionArgs,
  params: RouteParams["institutions-listing"],
): Promise<ListingScreenData> {
  const { url, context } = args;
  const query = parseQueryString(url.search);
  const sort = parseListingSort(query.get(LISTING_VIEW_KEYS.sort));
  const pages = parseListingPageNumber(query.get(LISTING_VIEW_KEYS.page));
  const [page, base] = await Promise.all([loadPage(args), loadShownPages(context, typeFilters(params.type), sort, 1)]);
  const facets = parsingFacets(base);
  const foreign = foreignQuery(url.search);
  const view = requestedView(url, facets);
  const canonical = listingViewUrl(view, foreign);
  if (!isSameListingUrl(url, urlParts(canonical))) throw redirect(canonical);

  const filters = listingGridFilters(view.filter);
  const listing = await loadShownPages(context, filters, sort, pages);
  const heading = listingHeading(view.filter.route, listing.facets);
  const seo = page.page.seo ?? listingSeo(heading, listing.total);
  return {
    screen: "institutions-listing",
    seo,
    title: seo.title || `${heading} — ${SITE_NAME}`,
    heading: seo.h1 || heading,
    intro: page.page.description,
    breadcrumbs: listingBreadcrumbs(view.filter.route, listing.facets),
    view,
    foreign,
    listing: withoutCaseForms(listing),
    priceFromMin: facets.price?.min ?? 0,
    filters,
  };
}
