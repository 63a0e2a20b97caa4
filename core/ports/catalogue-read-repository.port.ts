import type { DegreeProgram } from "../domain/catalogue/degree-program";
import type { EducationBase } from "../domain/catalogue/education-base";
import type { Institution } from "../domain/catalogue/institution";
import type { InstitutionRef } from "../domain/catalogue/institution-ref";
import type { ListingFacets } from "../domain/listing/facets";
import type { MapCountry } from "../domain/main-data/map-country";

/** A country of the interactive map with its places (`MapCountry` carries them since the UI shows them). */
export type MapCountryWithPlaces = MapCountry;

/**
 * The read side of the catalogue: institutions with their programs, bases and waves, the listing facets
 * and the aggregates of the home page. Only the view counters are written here.
 */
export interface CatalogueReadRepository {
  /** The id of the institution with exactly this slug. */
  institutionIdBySlug(slug: string): Promise<number | null>;
  /**
   * The whole institution. `viewerId` (null for anonymous) fills `user_rating`, `booking` and the votes of the
   * embedded comments.
   */
  institution(id: number, viewerId: number | null): Promise<Institution | null>;
  /** Adds one view; false when there is no such institution. */
  countInstitutionView(id: number): Promise<boolean>;
  degreeProgram(institutionId: number, slug: string): Promise<DegreeProgram | null>;
  educationBase(id: number): Promise<EducationBase | null>;
  /** Adds one view; false when there is no such (published) education base. */
  countEducationBaseView(id: number): Promise<boolean>;
  /** Every facet of the listing filters, with institution counts per country and city. */
  listingFacets(): Promise<ListingFacets>;
  /** Countries with their cities and institution counts. */
  mapCountries(): Promise<readonly MapCountryWithPlaces[]>;
  /** The refs of the published institutions among `ids`; unknown and unpublished ids are left out. */
  institutionRefs(ids: readonly number[]): Promise<ReadonlyMap<number, InstitutionRef>>;
  /** The most viewed institutions (ties: higher rating, then lower id). */
  demandInstitutions(limit: number): Promise<readonly InstitutionRef[]>;
}
