import { AppLink } from "../../components/app-link";
import type { LocationMenuCountry, LocationMenuPlace } from "../../../core/domain/listing/location-menu";

const KIND_LABELS: Readonly<Record<LocationMenuCountry["kind"] | LocationMenuPlace["kind"], string>> = {
  country: "Страна",
  city: "Город",
  province: "Провинция",
};

const countFormat = new Intl.NumberFormat("ru-RU");

function PlaceLink({
  to,
  kind,
  name,
  count,
  current,
}: {
  to: string;
  kind: keyof typeof KIND_LABELS;
  name: string;
  count: number;
  current: boolean;
}) {
  return (
    <AppLink className="location-menu__link" to={to} keepScroll aria-current={current ? "true" : undefined}>
      <span className="location-menu__kind">{KIND_LABELS[kind]}</span>{" "}
      <span className="location-menu__name">{name}</span>{" "}
      <span className="location-menu__count">{`(${countFormat.format(count)})`}</span>
    </AppLink>
  );
}

type Props = {
  readonly menu: readonly LocationMenuCountry[];
  readonly chosenCountries: ReadonlySet<number>;
  readonly chosenCities: ReadonlySet<number>;
  /** The listing URL with only this country (and city) chosen; null for every country. */
  readonly hrefOf: (country: LocationMenuCountry | null, place?: LocationMenuPlace) => string;
};

/**
 * The location menu of spec 2: countries with their cities and provinces nested, each labelled and counted. Each
 * item is a link to the listing narrowed to that place (its route form /{type}/{country}/{city}/), so it works
 * without JavaScript; the cities of the chosen country are shown open.
 */
export function LocationMenu({ menu, chosenCountries, chosenCities, hrefOf }: Props) {
  return (
    <section className="location-menu" aria-labelledby="location-menu-title">
      <h3 className="listing-filters__title" id="location-menu-title">
        Страна и город
      </h3>
      <ul className="location-menu__countries">
        <li>
          <AppLink
            className="location-menu__link"
            to={hrefOf(null)}
            keepScroll
            aria-current={chosenCountries.size === 0 && chosenCities.size === 0 ? "true" : undefined}
          >
            Все страны
          </AppLink>
        </li>
        {menu.map((country) => (
          <li key={country.id} className="location-menu__country">
            <PlaceLink
              to={hrefOf(country)}
              kind="country"
              name={country.name}
              count={country.institutionsCount}
              current={chosenCountries.has(country.id) && chosenCities.size === 0}
            />
            {country.places.length > 0 ? (
              <details
                className="location-menu__places"
                open={chosenCountries.has(country.id) || country.places.some((place) => chosenCities.has(place.id))}
              >
                <summary>{`Города и провинции: ${country.places.length}`}</summary>
                <ul>
                  {country.places.map((place) => (
                    <li key={place.id}>
                      <PlaceLink
                        to={hrefOf(country, place)}
                        kind={place.kind}
                        name={place.name}
                        count={place.institutionsCount}
                        current={chosenCities.has(place.id)}
                      />
                    </li>
                  ))}
                </ul>
              </details>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
