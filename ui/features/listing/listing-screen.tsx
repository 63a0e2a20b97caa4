import { useMemo } from "react";
import { useNavigation } from "react-router";
import type { ListingFacets } from "../../../core/domain/listing/facets";
import { withLocation } from "../../../core/domain/listing/listing-location-choice";
import { listingPath } from "../../../core/domain/listing/listing-route-path";
import { listingViewUrl } from "../../../core/domain/listing/listing-view-url";
import { Breadcrumbs } from "../../components/breadcrumbs";
import { HtmlContent } from "../../components/html-content";
import { ListingFilterForm } from "./listing-filter-form";
import { ListingResults } from "./listing-results";
import type { ListingScreenData } from "./listing-screen-data";
import { LocationMenu } from "./location-menu";
import { SortSelect } from "./sort-select";
import { useListingForm } from "./use-listing-form";
import "../../styles/listing.css";

export { loadListingScreen } from "./load-listing-screen";
export type { ListingScreenData } from "./listing-screen-data";

const FORM_ID = "listing-filters";

/**
 * The institutions listing `/{type}/{programLevel?}/{country?}/{city?}/`: breadcrumbs, heading, the location menu
 * and filter form, the sorted results with «Показать ещё», and the page's own text. Everything is in the server's
 * HTML; JavaScript makes filters apply at once and appends pages in place.
 */
export function ListingScreen({ data }: { data: ListingScreenData }) {
  const { view: loaded, listing, foreign, priceFromMin } = data;
  const facets: ListingFacets = useMemo(
    () => ({ ...listing.facets, price: { min: priceFromMin } }),
    [listing.facets, priceFromMin],
  );
  const form = useListingForm({ loaded, facets, foreign });
  const busy = useNavigation().state !== "idle";
  const { route, query } = loaded.filter;
  const reset = listingPath({ type: route.type, programLevel: null, country: null, city: null });
  const chosenCountries = new Set([route.country, ...query.countries].flatMap((ref) => (ref ? [ref.id] : [])));
  const chosenCities = new Set([route.city, ...query.cities].flatMap((ref) => (ref ? [ref.id] : [])));
  return (
    <main id="main" className="container listing-page">
      <Breadcrumbs items={data.breadcrumbs} />
      <h1 className="listing-page__title">{data.heading}</h1>
      <div className="listing">
        <aside className="listing__filters" aria-labelledby="listing-filters-heading">
          <h2 className="listing__filters-heading" id="listing-filters-heading">
            Подбор
          </h2>
          <a className="listing__to-results" href="#listing-results">
            К результатам
          </a>
          <LocationMenu
            menu={listing.location_menu}
            chosenCountries={chosenCountries}
            chosenCities={chosenCities}
            hrefOf={(country, place) =>
              listingViewUrl(
                withLocation(
                  loaded,
                  country === null ? null : { id: country.id, slug: country.slug },
                  place === undefined ? null : { id: place.id, slug: place.slug },
                ),
                foreign,
              )
            }
          />
          <ListingFilterForm
            id={FORM_ID}
            action={listingPath(route)}
            view={form.view}
            listing={listing}
            priceFromMin={priceFromMin}
            foreign={foreign}
            resetHref={reset}
            formRef={form.formRef}
            onFieldChange={form.onFieldChange}
            onSubmit={form.onSubmit}
          />
        </aside>
        <section className="listing__results" id="listing-results" aria-labelledby="listing-results-heading">
          <div className="listing__toolbar">
            <h2 className="visually-hidden" id="listing-results-heading">
              Учебные заведения
            </h2>
            <SortSelect formId={FORM_ID} value={form.view.sort} onChange={form.applyNow} />
          </div>
          <ListingResults
            listing={listing}
            filters={data.filters}
            sort={loaded.sort}
            pageHref={(page) => listingViewUrl({ ...loaded, page }, foreign)}
            resetHref={reset}
            busy={busy}
          />
        </section>
      </div>
      {data.intro ? (
        <section className="listing-page__about" aria-label="О разделе">
          <HtmlContent html={data.intro} />
        </section>
      ) : null}
    </main>
  );
}
