import { err, ok, type Result } from "../shared/result";
import type { ListingFacets } from "./facets";
import type { FacetRef, ListingRoute, ProgramLevel } from "./listing-filter";
import type { ListingRouteError } from "./listing-route.errors";
import { isListingType } from "./listing-type";
import { LANGUAGE_COURSE_SLUG, PROGRAM_LEVEL_PREFIX } from "./program-level";

/** The raw params of /{type}/{programLevel?}/{country?}/{city?}/ as the router hands them over. */
export type ListingRouteParams = {
  readonly type: string;
  readonly programLevel?: string | undefined;
  readonly country?: string | undefined;
  readonly city?: string | undefined;
};

const refBySlug = (slug: string, facets: readonly FacetRef[]): FacetRef | null => {
  const facet = facets.find((candidate) => candidate.slug === slug);
  return facet === undefined ? null : { id: facet.id, slug: facet.slug };
};

const parseProgramLevel = (
  text: string | undefined,
  facets: ListingFacets,
): Result<ProgramLevel | null, ListingRouteError> => {
  if (text === undefined) return ok(null);
  if (!text.startsWith(PROGRAM_LEVEL_PREFIX)) return err({ _tag: "MalformedProgramLevel", programLevel: text });
  const slug = text.slice(PROGRAM_LEVEL_PREFIX.length);
  if (slug === LANGUAGE_COURSE_SLUG) return ok({ _tag: "LanguageCourse" });
  const program = refBySlug(slug, facets.degree_programs);
  return program === null ? err({ _tag: "UnknownProgramLevel", slug }) : ok({ _tag: "DegreeProgram", program });
};

const parseCity = (
  slug: string | undefined,
  country: FacetRef | null,
  facets: ListingFacets,
): Result<FacetRef | null, ListingRouteError> => {
  if (slug === undefined) return ok(null);
  if (country === null) return err({ _tag: "CityWithoutCountry", slug });
  const city = facets.cities.find((candidate) => candidate.slug === slug);
  if (city === undefined) return err({ _tag: "UnknownCity", slug });
  if (city.country_id !== country.id) return err({ _tag: "CityOutsideCountry", slug, country: country.slug });
  return ok({ id: city.id, slug: city.slug });
};

/**
 * Validates the listing route params against the facets (spec 2, spec 5). A country and a city must be
 * known facets and the city must lie in the country; a failure is a value (the page answers 404).
 */
export const parseListingRoute = (
  params: ListingRouteParams,
  facets: ListingFacets,
): Result<ListingRoute, ListingRouteError> => {
  const type = params.type;
  if (!isListingType(type)) return err({ _tag: "UnknownListingType", type });
  const programLevel = parseProgramLevel(params.programLevel, facets);
  if (!programLevel.ok) return programLevel;
  const country = params.country === undefined ? null : refBySlug(params.country, facets.countries);
  if (params.country !== undefined && country === null) return err({ _tag: "UnknownCountry", slug: params.country });
  const city = parseCity(params.city, country, facets);
  if (!city.ok) return city;
  return ok({ type, programLevel: programLevel.value, country, city: city.value });
};
