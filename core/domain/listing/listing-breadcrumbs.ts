import type { BreadcrumbItem } from "../breadcrumbs/breadcrumb-item";
import type { HeadingFacets } from "./listing-heading";
import type { ListingRoute } from "./listing-filter";
import { LANGUAGE_COURSES_TITLE, LISTING_TYPE_CRUMBS } from "./listing-names";
import { listingPath } from "./listing-route-path";

/**
 * The trail of a listing after «Главная»: its type, then the program level, the country and the city of its path,
 * each linking to the listing of the path up to it (names from the facets; a slug when a name is missing).
 */
export const listingBreadcrumbs = (route: ListingRoute, facets: HeadingFacets): readonly BreadcrumbItem[] => {
  const top = { type: route.type, programLevel: null, country: null, city: null } as const;
  const level = route.programLevel;
  const levelName =
    level === null
      ? null
      : level._tag === "LanguageCourse"
        ? LANGUAGE_COURSES_TITLE
        : (facets.degree_programs.find((program) => program.id === level.program.id)?.title ?? level.program.slug);
  const { country, city } = route;
  return [
    { name: LISTING_TYPE_CRUMBS[route.type], to: listingPath(top) },
    ...(levelName === null ? [] : [{ name: levelName, to: listingPath({ ...top, programLevel: level }) }]),
    ...(country === null
      ? []
      : [
          {
            name: facets.countries.find((facet) => facet.id === country.id)?.name ?? country.slug,
            to: listingPath({ ...top, programLevel: level, country }),
          },
        ]),
    ...(country === null || city === null
      ? []
      : [
          {
            name: facets.cities.find((facet) => facet.id === city.id)?.name ?? city.slug,
            to: listingPath({ ...top, programLevel: level, country, city }),
          },
        ]),
  ];
};
