import { match } from "ts-pattern";
import type { FacetRef, ListingFilter, ProgramLevel } from "./listing-filter";
import { normaliseListingTitle } from "./listing-title";
import { type InstitutionType, LISTING_TYPE_NUMBERS } from "./listing-type";
import { joinIds, omitEmpty } from "./server-query-values";

/** The first listing query to the server (spec 7): ids joined by commas; absent keys mean no restriction. */
export type ListingServerQuery = {
  readonly countries?: string;
  readonly cities?: string;
  readonly type?: (typeof LISTING_TYPE_NUMBERS)[InstitutionType];
  readonly has_grants?: true;
  readonly is_partner?: true;
  readonly vacancies?: true;
  readonly lang_courses?: true;
  readonly directions?: string;
  readonly program_level?: string;
  readonly languages?: string;
  readonly specialties?: string;
  readonly title?: string;
};

const routeProgram = (level: ProgramLevel | null): FacetRef | null =>
  level === null
    ? null
    : match(level)
        .with({ _tag: "LanguageCourse" }, () => null)
        .with({ _tag: "DegreeProgram" }, ({ program }) => program)
        .exhaustive();

/**
 * Builds the first server query from the filter. Route and query choices add up: the route country, city
 * and degree program join the query lists, and the language-course route sets lang_courses. An explicit
 * education_type wins over the route type; catalog (all types) sends no type.
 */
export const listingServerQuery = ({ route, query }: ListingFilter): ListingServerQuery => {
  const type = query.educationType === "catalog" ? route.type : query.educationType;
  return omitEmpty({
    countries: joinIds([route.country, ...query.countries]),
    cities: joinIds([route.city, ...query.cities]),
    type: type === "catalog" ? undefined : LISTING_TYPE_NUMBERS[type],
    has_grants: query.hasGrant,
    is_partner: query.partners,
    vacancies: query.vacancies,
    lang_courses: query.langCourses || route.programLevel?._tag === "LanguageCourse",
    directions: joinIds(query.directions),
    program_level: joinIds([routeProgram(route.programLevel), ...query.programLevels]),
    languages: joinIds(query.languages),
    specialties: joinIds(query.specialties),
    title: normaliseListingTitle(query.title),
  });
};
