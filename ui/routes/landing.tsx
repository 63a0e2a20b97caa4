import { data, Link, type ShouldRevalidateFunction, useNavigate, useNavigation } from "react-router";
import { ERROR_TEXTS } from "../../core/domain/errors/error-texts";
import { landingListingOf } from "../../core/domain/listing/landing-listings";
import { EMPTY_LISTING_QUERY, EMPTY_SECONDARY_FILTER } from "../../core/domain/listing/listing-filter-defaults";
import type { ListingFilter } from "../../core/domain/listing/listing-filter";
import { foreignQuery } from "../../core/domain/listing/listing-foreign-query";
import { listingGridFilters } from "../../core/domain/listing/listing-grid-filters";
import { parseListingPageNumber } from "../../core/domain/listing/listing-page-number";
import { listingPath } from "../../core/domain/listing/listing-route-path";
import { parseListingSort } from "../../core/domain/listing/listing-sort";
import { LISTING_VIEW_KEYS } from "../../core/domain/listing/listing-view";
import { embeddedListingUrl } from "../../core/domain/listing/listing-view-url";
import { parseQueryString } from "../../core/domain/listing/query-string-parse";
import { loadPage } from "../app/load-page";
import { pageMeta } from "../app/route-meta";
import { Breadcrumbs } from "../components/breadcrumbs";
import { HtmlContent } from "../components/html-content";
import { loadShownPages, typeFilters } from "../features/listing/listing-data";
import { ListingResults } from "../features/listing/listing-results";
import { SortSelect } from "../features/listing/sort-select";
import { promoFormAction } from "../features/promo-form/promo-form.action";
import { PromoSection } from "../features/promo-form/promo-eager-island";
import type { Route } from "./+types/landing";
import "../styles/listing.css";
// The promo form is an island (ADR 067): the route links its stylesheets, so the server's HTML has them.
import "../features/request-form/request-form.css";
import "../features/promo-form/promo-form.css";

const SORT_FORM_ID = "landing-sort";

/**
 * A page about a level of study (/magistratura/, /bakalavriat/, /kolledzh-posle-9-klassa/): its page data text and
 * the listing filtered by that level (core/domain/listing/landing-listings.ts), sortable and paged like the
 * listing, with a link to the full listing with every filter. A path with neither text nor level is a 404.
 */
export async function loader(args: Route.LoaderArgs) {
  const { url, context } = args;
  const landing = landingListingOf(url.pathname);
  if (landing === null) throw data(ERROR_TEXTS.notFound, { status: 404 });
  const query = parseQueryString(url.search);
  const sort = parseListingSort(query.get(LISTING_VIEW_KEYS.sort));
  const pages = parseListingPageNumber(query.get(LISTING_VIEW_KEYS.page));
  const [loaded, base] = await Promise.all([
    loadPage(args),
    loadShownPages(context, typeFilters(landing.type), sort, 1),
  ]);
  const level = base.facets.degree_programs.find((program) => program.slug === landing.levelSlug);
  if (level === undefined && loaded.page.seo === null && loaded.page.description === "")
    throw data(ERROR_TEXTS.notFound, { status: 404 });
  const filter: ListingFilter = {
    route: {
      type: landing.type,
      programLevel: level === undefined ? null : { _tag: "DegreeProgram", program: { id: level.id, slug: level.slug } },
      country: null,
      city: null,
    },
    query: EMPTY_LISTING_QUERY,
    secondary: EMPTY_SECONDARY_FILTER,
  };
  const filters = listingGridFilters(filter);
  return {
    path: loaded.path,
    page: loaded.page,
    sort,
    foreign: foreignQuery(url.search),
    filters,
    listing: level === undefined ? null : await loadShownPages(context, filters, sort, pages),
    fullListing: level === undefined ? null : listingPath(filter.route),
    levelTitle: level?.title ?? null,
    referrer: args.request.headers.get("referer") ?? "",
  };
}

/** The promo form (spec 7 promo-form), posted with or without JavaScript. */
export const action = (args: Route.ActionArgs) => promoFormAction(args);

/** A form sent changes nothing the page shows (the form shows its outcome). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === "POST" ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.page.seo, "Шуюань");

export default function Landing({ loaderData }: Route.ComponentProps) {
  const { path, page, sort, foreign, filters, listing, fullListing, levelTitle, referrer } = loaderData;
  const navigate = useNavigate();
  const busy = useNavigation().state !== "idle";
  const heading = page.seo?.h1 || page.seo?.title || levelTitle || "Шуюань";
  return (
    <main id="main" className="container listing-page">
      <Breadcrumbs items={[{ name: heading, to: path }]} />
      <h1 className="listing-page__title">{heading}</h1>
      <HtmlContent html={page.description} />
      {listing !== null && fullListing !== null ? (
        <section className="landing-listing" aria-labelledby="landing-listing-heading">
          <div className="landing-listing__head">
            <h2 id="landing-listing-heading">Где учиться{levelTitle ? `: ${levelTitle.toLowerCase()}` : ""}</h2>
            <form id={SORT_FORM_ID} method="get" action={path}>
              {[...parseQueryString(foreign)].map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
            </form>
            <SortSelect
              formId={SORT_FORM_ID}
              value={sort}
              onChange={(next) =>
                void navigate(embeddedListingUrl(path, { sort: next, page: 1 }, foreign), { preventScrollReset: true })
              }
            />
          </div>
          <ListingResults
            listing={listing}
            filters={filters}
            sort={sort}
            pageHref={(shown) => embeddedListingUrl(path, { sort, page: shown }, foreign)}
            resetHref={fullListing}
            busy={busy}
          />
          <p className="landing-listing__all">
            <Link to={fullListing}>Подобрать по стране, городу, языку и другим условиям</Link>
          </p>
        </section>
      ) : null}
      <PromoSection referrer={referrer} />
    </main>
  );
}
