import type { ListingFacets } from "./facets";
import type { FacetRef, ListingFilter, ProgramLevel } from "./listing-filter";

type Identified = { readonly id: number; readonly slug: string };

/** The chosen refs as a set in the facets' order (route choice and query choices together). */
const union = (facets: readonly Identified[], refs: readonly (FacetRef | null)[]): readonly FacetRef[] => {
  const ids = new Set(refs.flatMap((ref) => (ref === null ? [] : [ref.id])));
  return facets.filter((facet) => ids.has(facet.id)).map(({ id, slug }) => ({ id, slug }));
};

const routeProgram = (level: ProgramLevel | null): FacetRef | null =>
  level?._tag === "DegreeProgram" ? level.program : null;

/**
 * The one URL form of a filter (docs/adr/022-listing-page-url-and-rendering.md): a single chosen type, program level, country and
 * city go to the path (/{type}/{programLevel}/{country}/{city}/), several go to the query as comma lists. The
 * language-course segment stands for the lang-courses flag when no degree level is in the path. A city goes to the
 * path only with its own country there. The server query keeps its meaning (same ids per key).
 */
export const canonicalListingFilter = (
  filter: ListingFilter,
  facets: Pick<ListingFacets, "countries" | "cities" | "degree_programs">,
): ListingFilter => {
  const { route, query } = filter;
  const countries = union(facets.countries, [route.country, ...query.countries]);
  const cities = union(facets.cities, [route.city, ...query.cities]);
  const levels = union(facets.degree_programs, [routeProgram(route.programLevel), ...query.programLevels]);
  const langCourses = query.langCourses || route.programLevel?._tag === "LanguageCourse";
  const [onlyCountry] = countries.length === 1 ? countries : [];
  const [onlyCity] = cities.length === 1 ? cities : [];
  const country = onlyCountry ?? null;
  const cityCountry = facets.cities.find((city) => city.id === onlyCity?.id)?.country_id;
  const city = country !== null && onlyCity !== undefined && cityCountry === country.id ? onlyCity : null;
  const [onlyLevel] = levels.length === 1 ? levels : [];
  const programLevel: ProgramLevel | null =
    onlyLevel !== undefined
      ? { _tag: "DegreeProgram", program: onlyLevel }
      : levels.length === 0 && langCourses
        ? { _tag: "LanguageCourse" }
        : null;
  return {
    route: { type: query.educationType === "catalog" ? route.type : query.educationType, programLevel, country, city },
    query: {
      ...query,
      countries: country === null ? countries : [],
      cities: city === null ? cities : [],
      educationType: "catalog",
      programLevels: onlyLevel === undefined ? levels : [],
      langCourses: langCourses && programLevel?._tag !== "LanguageCourse",
    },
    secondary: filter.secondary,
  };
};
