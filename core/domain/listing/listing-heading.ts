import { LANGUAGE_COURSES_TITLE, LISTING_TYPE_NOUNS } from "./listing-names";
import type { ListingRoute } from "./listing-filter";

type Named = { readonly id: number; readonly name: string; readonly morph: unknown };

/** The facets a heading takes its names and case forms from (the listing response's facets fit). */
export type HeadingFacets = {
  readonly countries: readonly Named[];
  readonly cities: readonly Named[];
  readonly degree_programs: readonly { readonly id: number; readonly title: string }[];
};

const genitiveOf = (morph: unknown): string | null =>
  typeof morph === "object" &&
  morph !== null &&
  "genitive" in morph &&
  typeof morph.genitive === "string" &&
  morph.genitive.trim() !== ""
    ? morph.genitive.trim()
    : null;

/** "Магистратура" -> "магистратура", but an abbreviation ("MBA") keeps its capitals. */
const lowerFirst = (text: string): string => {
  const [first = "", second = ""] = Array.from(text);
  return second !== "" && second === second.toUpperCase() ? text : `${first.toLowerCase()}${text.slice(first.length)}`;
};

/**
 * The heading of a listing from its path: the kind of institution, the place in the genitive when its case forms are
 * known ("Университеты Китая", "Колледжи Пекина"; else "Университеты — Пекин"), then the program level
 * ("Университеты Китая: магистратура"). The city names the place when there is one.
 */
export const listingHeading = (route: ListingRoute, facets: HeadingFacets): string => {
  const noun = LISTING_TYPE_NOUNS[route.type];
  const place =
    (route.city && facets.cities.find((city) => city.id === route.city?.id)) ??
    (route.country && facets.countries.find((country) => country.id === route.country?.id)) ??
    null;
  const genitive = place === null ? null : genitiveOf(place.morph);
  const where = place === null ? noun : genitive === null ? `${noun} — ${place.name}` : `${noun} ${genitive}`;
  const level = route.programLevel;
  if (level === null) return where;
  const title =
    level._tag === "LanguageCourse"
      ? LANGUAGE_COURSES_TITLE
      : (facets.degree_programs.find((program) => program.id === level.program.id)?.title ?? level.program.slug);
  return `${where}: ${lowerFirst(title)}`;
};
