import { match } from "ts-pattern";
import type { ListingRoute } from "./listing-filter";
import { LANGUAGE_COURSE_SLUG, PROGRAM_LEVEL_PREFIX } from "./program-level";

/** The path of a listing route, always with a trailing slash (spec 2). */
export const listingPath = (route: ListingRoute): string => {
  const programLevel =
    route.programLevel === null
      ? null
      : match(route.programLevel)
          .with({ _tag: "LanguageCourse" }, () => LANGUAGE_COURSE_SLUG)
          .with({ _tag: "DegreeProgram" }, ({ program }) => program.slug)
          .exhaustive();
  const segments = [
    route.type,
    programLevel === null ? null : `${PROGRAM_LEVEL_PREFIX}${programLevel}`,
    route.country?.slug ?? null,
    route.country === null ? null : (route.city?.slug ?? null),
  ].filter((segment) => segment !== null);
  return `/${segments.map(encodeURIComponent).join("/")}/`;
};
