import type { City } from "../domain/catalogue/city";
import type { CountryRef } from "../domain/catalogue/country-ref";
import type { InstitutionTypeNumber, InstitutionTypeSlug } from "../domain/catalogue/institution-type";
import type { LocalizedTitle } from "../domain/catalogue/localized-title";
import type { Seo } from "../domain/catalogue/seo";
import type { CityFacet, CountryFacet, NamedFacet } from "../domain/listing/facets";
import type { UploadedImage } from "../domain/catalogue/uploaded-image";

/**
 * Conditions on one attribute. Every clause must hold; a clause holds when the institution has any of its ids
 * (so a clause without ids holds for nobody). No clauses: the attribute is unrestricted.
 */
export type IdClauses = readonly (readonly number[])[];

/**
 * What the listing is filtered by (docs/adr/012-listing-query.md). The six facet attributes are counted per value
 * (`ListingFacetCounts`); types, grant types, flags and titles narrow every count.
 */
export type ListingCriteria = {
  readonly countries: IdClauses;
  readonly cities: IdClauses;
  readonly languages: IdClauses;
  readonly programLevels: IdClauses;
  readonly directions: IdClauses;
  readonly specialties: IdClauses;
  /** Education type numbers (1 universities, 2 colleges, 3 schools). */
  readonly types: IdClauses;
  /** Education base types the institution offers (1 grants, 2 scholarships). */
  readonly grantTypes: IdClauses;
  readonly hasGrants: boolean;
  readonly isPartner: boolean;
  /** Only institutions with available places. */
  readonly vacancies: boolean;
  readonly langCourses: boolean;
  /** Every text must occur, ignoring case, in the Russian, English or Chinese title or in the acronym. */
  readonly titles: readonly string[];
  /** 0: unrestricted; otherwise the institution's (lowest) price in roubles (`price_rub`) is known and at least this. */
  readonly priceMin: number;
};

export type ListingSortColumn = "rating" | "price" | "ranking" | "title";

/** Prices sort by `price_rub`. Unknown prices and ranks go last in either order; ties are broken by ascending id. */
export type ListingSort = { readonly column: ListingSortColumn; readonly order: "asc" | "desc" };

export type ListingSearch = {
  readonly criteria: ListingCriteria;
  readonly sort: ListingSort;
  /** From 1. */
  readonly page: number;
  readonly perPage: number;
};

/**
 * An institution as the listing shows it. `price` is its lowest price in its country's currency (null when unknown),
 * `price_rub` the same in roubles by the current exchange rate (null when either is unknown; see `roubleEquivalent`).
 */
export type InstitutionCard = {
  readonly id: number;
  readonly slug: string;
  readonly type: InstitutionTypeNumber;
  readonly type_name: string;
  readonly type_slug: InstitutionTypeSlug;
  readonly country: CountryRef;
  readonly city: City | null;
  readonly title: LocalizedTitle;
  readonly acronym: string | null;
  readonly logo: UploadedImage | null;
  readonly photo: UploadedImage | null;
  readonly price: number | null;
  readonly price_rub: number | null;
  readonly rating: number;
  readonly ratings_count: number;
  readonly comments_count: number;
  readonly has_grants: boolean;
  readonly is_partner: boolean;
  readonly rank_place_world: number | null;
  readonly rank_place_country: number | null;
  readonly places_applicants: number;
  readonly available_places: number;
  readonly views: number;
  readonly updated_at: string;
  /** Some education base of the institution has open admission waves (spec 4). */
  readonly open_waves: boolean;
};

/**
 * A facet value (core/domain/listing/facets.ts) with the number of institutions it would select. `rank` orders it
 * before its title does.
 */
export type NamedFacetCount = NamedFacet & { readonly rank: number; readonly count: number };

export type CountryFacetCount = Omit<CountryFacet, "institutions_count"> & {
  readonly rank: number;
  readonly count: number;
};

export type CityFacetCount = Omit<CityFacet, "institutions_count"> & { readonly count: number };

/**
 * Every value that at least one listed institution has, in no particular order. A value's count is the number
 * of institutions matching all criteria except those on its own attribute (disjunctive faceting).
 */
export type ListingFacetCounts = {
  readonly countries: readonly CountryFacetCount[];
  readonly cities: readonly CityFacetCount[];
  readonly languages: readonly NamedFacetCount[];
  readonly programLevels: readonly NamedFacetCount[];
  readonly directions: readonly NamedFacetCount[];
  readonly specialties: readonly NamedFacetCount[];
  /** Lowest and highest known rouble price under all criteria but `priceMin`; null when none is known there. */
  readonly price: { readonly min: number; readonly max: number } | null;
};

/** One page of the listing with everything counted over the whole result. */
export type ListingSlice = {
  readonly total: number;
  readonly cards: readonly InstitutionCard[];
  readonly facets: ListingFacetCounts;
  /** Sum of the available places of every matching institution. */
  readonly totalAvailablePlaces: number;
  /** Ids that at least one matching institution has, ascending. */
  readonly availableLanguages: readonly number[];
  readonly availableProgramLevels: readonly number[];
  readonly availableDirections: readonly number[];
};

/** The institutions listing read model (GET /institutions/grid). */
export interface InstitutionListingRepository {
  search(search: ListingSearch): Promise<ListingSlice>;
  /** The SEO block of the page stored for this path (e.g. "/universities/china/"); null when there is none. */
  pageSeo(path: string): Promise<Seo | null>;
}
