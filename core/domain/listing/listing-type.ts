/** The listing `type` route param and the education_type filter (spec 2); numbers as in spec 9. */
export const LISTING_TYPES = ["catalog", "universities", "colleges", "schools"] as const;

export type ListingType = (typeof LISTING_TYPES)[number];

/** The types that narrow a listing: every type except catalog (which means all of them). */
export type InstitutionType = Exclude<ListingType, "catalog">;

export const INSTITUTION_TYPES: readonly InstitutionType[] = ["universities", "colleges", "schools"];

export const LISTING_TYPE_NUMBERS = { catalog: 0, universities: 1, colleges: 2, schools: 3 } as const satisfies Record<
  ListingType,
  number
>;

/** Reads a type given as its slug or as its number ("0".."3"); anything else is null. */
export const parseListingType = (text: string): ListingType | null =>
  LISTING_TYPES.find((type) => type === text || String(LISTING_TYPE_NUMBERS[type]) === text) ?? null;

/** True for a type slug exactly as it appears in a route. */
export const isListingType = (text: string): text is ListingType => LISTING_TYPES.some((type) => type === text);
