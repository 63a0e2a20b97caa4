import type { ListingRouteParams } from "./listing-route";
import { PROGRAM_LEVEL_PREFIX } from "./program-level";

const decodeSegment = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/**
 * Splits a listing path /{type}/{programLevel?}/{country?}/{city?}/ into its params; null when the path
 * cannot be one (no trailing slash, an empty or malformed segment, too many segments). A segment after the
 * type that starts with "pl-" is the programLevel; the next ones are the country and the city.
 */
export const splitListingPath = (path: string): ListingRouteParams | null => {
  if (!path.startsWith("/") || !path.endsWith("/") || path.length < 3) return null;
  const segments = path.slice(1, -1).split("/").map(decodeSegment);
  if (segments.some((segment) => segment === null || segment === "")) return null;
  const [type, ...rest] = segments as readonly string[];
  if (type === undefined) return null;
  const programLevel = rest[0]?.startsWith(PROGRAM_LEVEL_PREFIX) ? rest[0] : undefined;
  const [country, city, ...extra] = programLevel === undefined ? rest : rest.slice(1);
  return extra.length > 0 ? null : { type, programLevel, country, city };
};
