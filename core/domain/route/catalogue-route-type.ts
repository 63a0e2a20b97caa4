/** The `type` segment of the listing route (spec 2): every institution type, or all of them ("catalog"). */
export const ROUTE_LISTING_TYPES = ["catalog", "universities", "colleges", "schools"] as const;

export type RouteListingType = (typeof ROUTE_LISTING_TYPES)[number];

/** The `type` segment of the institution, degree program and education base routes: "catalog" is not a page type. */
export type RouteInstitutionType = Exclude<RouteListingType, "catalog">;

export const ROUTE_INSTITUTION_TYPES: readonly RouteInstitutionType[] = ["universities", "colleges", "schools"];

export const isRouteListingType = (text: string): text is RouteListingType =>
  ROUTE_LISTING_TYPES.some((type) => type === text);

export const isRouteInstitutionType = (text: string): text is RouteInstitutionType =>
  ROUTE_INSTITUTION_TYPES.some((type) => type === text);
