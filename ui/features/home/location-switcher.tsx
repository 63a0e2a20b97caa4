import { type KeyboardEvent, useRef, useState } from "react";
import { AppLink } from "../../components/app-link";
import { countText } from "../../../core/domain/text/count-text";
import { INSTITUTION_FORMS } from "../../../core/domain/text/counted-nouns";
import type { MapCountry } from "../../../core/domain/main-data/map-country";
import { hrefFor } from "../../../core/domain/route/href-for";
import { useIsClient } from "../../behaviours/use-is-client";
import { nextTabIndex } from "./tab-keys";

const listingHref = (country: string, city?: string) =>
  hrefFor({
    screen: "institutions-listing",
    params: city ? { type: "catalog", country, city } : { type: "catalog", country },
  });

function CountryPlaces({ country }: { country: MapCountry }) {
  return (
    <>
      <p className="places__all">
        <AppLink to={listingHref(country.slug)}>
          Все учебные заведения: {country.name} — {countText(country.institutions_count, INSTITUTION_FORMS)}
        </AppLink>
      </p>
      {country.cities.length === 0 ? null : (
        <ul className="places__list">
          {country.cities.map((city) => (
            <li key={city.id}>
              <AppLink className="places__place" to={listingHref(country.slug, city.slug)}>
                <span className="places__name">{city.name}</span>
                {city.is_province ? <span className="places__kind">провинция</span> : null}
                <span className="places__count">{countText(city.institutions_count, INSTITUTION_FORMS)}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * The interactive map of spec 2 as an accessible country switcher: ARIA tabs (arrow keys, Home and End) with each
 * country's institution count, the panel listing its cities and provinces with theirs, each a link to the listing.
 * Without JavaScript every country's list is shown, one after another.
 */
export function LocationSwitcher({
  countries,
  label,
  idPrefix,
}: {
  countries: readonly MapCountry[];
  label: string;
  /** Starts the ids of the tabs and panels; unique on the page. */
  idPrefix: string;
}) {
  const enhanced = useIsClient();
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const id = idPrefix;

  if (!enhanced || countries.length < 2) {
    return (
      <div className="places places--all">
        {countries.map((country) => (
          <section key={country.country_id} className="places__panel" aria-labelledby={`${id}-h-${country.slug}`}>
            <h3 id={`${id}-h-${country.slug}`} className="places__country">
              {country.name}
            </h3>
            <CountryPlaces country={country} />
          </section>
        ))}
      </div>
    );
  }

  const current = Math.min(selected, countries.length - 1);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = nextTabIndex(event.key, current, countries.length);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabs.current[next]?.focus();
  };

  return (
    <div className="places places--tabs">
      <div className="places__tabs" role="tablist" aria-label={label} aria-orientation="horizontal">
        {countries.map((country, index) => (
          <button
            key={country.country_id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${country.slug}`}
            aria-selected={index === current}
            aria-controls={`${id}-panel-${country.slug}`}
            tabIndex={index === current ? 0 : -1}
            className="places__tab"
            onClick={() => setSelected(index)}
            onKeyDown={onKeyDown}
          >
            <span className="places__tab-name">{country.name}</span>
            <span className="places__tab-count">{countText(country.institutions_count, INSTITUTION_FORMS)}</span>
          </button>
        ))}
      </div>
      {countries.map((country, index) => (
        <div
          key={country.country_id}
          role="tabpanel"
          id={`${id}-panel-${country.slug}`}
          aria-labelledby={`${id}-tab-${country.slug}`}
          tabIndex={0}
          hidden={index !== current}
          className="places__panel"
        >
          <CountryPlaces country={country} />
        </div>
      ))}
    </div>
  );
}
