import type { City } from "../../../core/domain/catalogue/city";
import type { Currency } from "../../../core/domain/catalogue/currency";
import type { Morph } from "../../../core/domain/catalogue/morph";
import type { Seo } from "../../../core/domain/catalogue/seo";
import { parseCurrencyCode } from "../../../core/domain/price/currency-code";
import type { ExchangeRate } from "../../../core/domain/price/exchange-rate";
import { exchangeRatesByCurrency, roubleEquivalent } from "../../../core/domain/price/rouble-equivalent";
import type {
  IdClauses,
  InstitutionCard,
  InstitutionListingRepository,
  ListingCriteria,
  ListingSearch,
  ListingSlice,
  ListingSort,
  NamedFacetCount,
} from "../../../core/ports/institution-listing-repository.port";

/**
 * An institution of the listing: its card (without `price_rub`, which the listing works out from the price, the
 * country's currency and the rates) plus the attributes only filters see.
 */
export type ListedInstitution = {
  readonly card: Omit<InstitutionCard, "price_rub">;
  readonly languageIds: readonly number[];
  readonly programLevelIds: readonly number[];
  readonly directionIds: readonly number[];
  readonly specialtyIds: readonly number[];
  readonly grantTypes: readonly number[];
  readonly hasLangCourses: boolean;
};

export type ListingCountry = {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly morph: Morph | null;
  readonly currency: Currency;
  readonly rank: number;
};

export type ListingNamed = {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly rank: number;
};

/** Everything the listing reads: reference lists, institutions and the SEO of stored pages. */
export type ListingDataset = {
  readonly countries: readonly ListingCountry[];
  readonly cities: readonly City[];
  readonly languages: readonly ListingNamed[];
  readonly programLevels: readonly ListingNamed[];
  readonly directions: readonly ListingNamed[];
  readonly specialties: readonly ListingNamed[];
  readonly institutions: readonly ListedInstitution[];
  readonly pages: readonly { readonly path: string; readonly seo: Seo }[];
  /** The current exchange rates: prices are filtered, sorted and bounded by their rouble equivalent. */
  readonly rates: readonly ExchangeRate[];
};

/** A listed institution whose card carries its rouble price. */
type PricedInstitution = Omit<ListedInstitution, "card"> & { readonly card: InstitutionCard };

type Facet = "countries" | "cities" | "languages" | "programLevels" | "directions" | "specialties" | "price";

const clausesHold = (clauses: IdClauses, values: readonly number[]): boolean =>
  clauses.every((clause) => clause.some((id) => values.includes(id)));

const facetValues = (institution: PricedInstitution, facet: Exclude<Facet, "price">): readonly number[] => {
  const { card } = institution;
  switch (facet) {
    case "countries":
      return [card.country.id];
    case "cities":
      return card.city === null ? [] : [card.city.id];
    case "languages":
      return institution.languageIds;
    case "programLevels":
      return institution.programLevelIds;
    case "directions":
      return institution.directionIds;
    case "specialties":
      return institution.specialtyIds;
  }
};

const titleHolds = (card: InstitutionCard, needle: string): boolean =>
  [card.title.ru, card.title.en ?? "", card.title.ch ?? "", card.acronym ?? ""].some((text) =>
    text.toLowerCase().includes(needle.toLowerCase()),
  );

/** The plain reading of the criteria; `except` leaves one facet's own conditions out (for its counts). */
const matches = (institution: PricedInstitution, criteria: ListingCriteria, except: Facet | null = null): boolean => {
  const { card } = institution;
  const facets: readonly Exclude<Facet, "price">[] = [
    "countries",
    "cities",
    "languages",
    "programLevels",
    "directions",
    "specialties",
  ];
  return (
    facets.every((facet) => facet === except || clausesHold(criteria[facet], facetValues(institution, facet))) &&
    (except === "price" ||
      criteria.priceMin === 0 ||
      (card.price_rub !== null && card.price_rub >= criteria.priceMin)) &&
    clausesHold(criteria.types, [card.type]) &&
    clausesHold(criteria.grantTypes, institution.grantTypes) &&
    (!criteria.hasGrants || card.has_grants) &&
    (!criteria.isPartner || card.is_partner) &&
    (!criteria.vacancies || card.available_places > 0) &&
    (!criteria.langCourses || institution.hasLangCourses) &&
    criteria.titles.every((needle) => titleHolds(card, needle))
  );
};

const russian = new Intl.Collator("ru");

/** Nulls last in both orders. */
const byNullable = (a: number | null, b: number | null, sign: number): number =>
  a === null ? (b === null ? 0 : 1) : b === null ? -1 : sign * (a - b);

const compareCards = ({ column, order }: ListingSort) => {
  const sign = order === "asc" ? 1 : -1;
  return (a: InstitutionCard, b: InstitutionCard): number => {
    const primary =
      column === "rating"
        ? sign * (a.rating - b.rating)
        : column === "price"
          ? byNullable(a.price_rub, b.price_rub, sign)
          : column === "ranking"
            ? byNullable(a.rank_place_world, b.rank_place_world, sign)
            : sign * russian.compare(a.title.ru, b.title.ru);
    return primary || a.id - b.id;
  };
};

const uniqueSorted = (ids: Iterable<number>): number[] => [...new Set(ids)].sort((a, b) => a - b);

/**
 * The listing over plain arrays: every rule written the obvious way (filter, sort, slice, count by filtering
 * again per facet). It is the model the SQL adapter is checked against.
 */
export function memoryInstitutionListing(dataset: ListingDataset): InstitutionListingRepository {
  const rates = exchangeRatesByCurrency(dataset.rates);
  const currencies = new Map(
    dataset.countries.map((country) => [country.id, parseCurrencyCode(country.currency.code)]),
  );
  const institutions: readonly PricedInstitution[] = dataset.institutions.map((institution) => ({
    ...institution,
    card: {
      ...institution.card,
      price_rub: roubleEquivalent(
        institution.card.price,
        currencies.get(institution.card.country.id) ?? undefined,
        rates,
      ),
    },
  }));
  const used = (facet: Exclude<Facet, "price">): Set<number> =>
    new Set(institutions.flatMap((institution) => facetValues(institution, facet)));

  /** A facet value's count: the institutions matching every criterion but the facet's own that have the value. */
  const counter = (criteria: ListingCriteria, facet: Exclude<Facet, "price">) => {
    const pool = institutions.filter((institution) => matches(institution, criteria, facet));
    return (id: number): number => pool.filter((institution) => facetValues(institution, facet).includes(id)).length;
  };

  const namedCounts = (
    criteria: ListingCriteria,
    facet: "languages" | "programLevels" | "directions" | "specialties",
  ): NamedFacetCount[] => {
    const ids = used(facet);
    const countOf = counter(criteria, facet);
    return dataset[facet].filter((entry) => ids.has(entry.id)).map((entry) => ({ ...entry, count: countOf(entry.id) }));
  };

  return {
    async search({ criteria, sort, page, perPage }: ListingSearch): Promise<ListingSlice> {
      const found = institutions.filter((institution) => matches(institution, criteria));
      const cards = found.map((institution) => institution.card).toSorted(compareCards(sort));
      const countryIds = used("countries");
      const countryCount = counter(criteria, "countries");
      const cityCount = counter(criteria, "cities");
      const cityIds = used("cities");
      const prices = institutions
        .filter((institution) => matches(institution, criteria, "price"))
        .flatMap((institution) => (institution.card.price_rub === null ? [] : [institution.card.price_rub]));
      const known = (ids: Iterable<number>, entries: readonly { id: number }[]) =>
        uniqueSorted(ids).filter((id) => entries.some((entry) => entry.id === id));
      return {
        total: found.length,
        cards: cards.slice((page - 1) * perPage, page * perPage),
        facets: {
          countries: dataset.countries
            .filter((country) => countryIds.has(country.id))
            .map((country) => ({ ...country, count: countryCount(country.id) })),
          cities: dataset.cities
            .filter((city) => cityIds.has(city.id))
            .map((city) => ({ ...city, count: cityCount(city.id) })),
          languages: namedCounts(criteria, "languages"),
          programLevels: namedCounts(criteria, "programLevels"),
          directions: namedCounts(criteria, "directions"),
          specialties: namedCounts(criteria, "specialties"),
          price:
            prices.length === 0
              ? null
              : {
                  min: prices.reduce((low, price) => Math.min(low, price)),
                  max: prices.reduce((high, price) => Math.max(high, price)),
                },
        },
        totalAvailablePlaces: found.reduce((sum, institution) => sum + institution.card.available_places, 0),
        availableLanguages: known(
          found.flatMap((institution) => institution.languageIds),
          dataset.languages,
        ),
        availableProgramLevels: known(
          found.flatMap((institution) => institution.programLevelIds),
          dataset.programLevels,
        ),
        availableDirections: known(
          found.flatMap((institution) => institution.directionIds),
          dataset.directions,
        ),
      };
    },
    async pageSeo(path: string): Promise<Seo | null> {
      return dataset.pages.find((page) => page.path === path)?.seo ?? null;
    },
  };
}
