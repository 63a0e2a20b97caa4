import { EDUCATION_TYPE_SLUGS, EDUCATION_TYPES, type EducationTypeSlug } from "../constants/education-type";

/**
 * The listing `type` route param and the education_type filter (spec 2): the education types of spec 9
 * (core/domain/constants/education-type.ts is the one source; this module gives the listing's names for them).
 */
export const LISTING_TYPES = EDUCATION_TYPE_SLUGS;

export type ListingType = EducationTypeSlug;

/** The types that narrow a listing: every type except catalog (which means all of them). */
export type InstitutionType = Exclude<ListingType, "catalog">;

export const INSTITUTION_TYPES: readonly InstitutionType[] = ["universities", "colleges", "schools"];

export const LISTING_TYPE_NUMBERS = EDUCATION_TYPES;

/** Reads a type given as its slug or as its number ("0".."3"); anything else is null. */
export const parseListingType = (text: string): ListingType | null =>
  LISTING_TYPES.find((type) => type === text || String(LISTING_TYPE_NUMBERS[type]) === text) ?? null;

/** True for a type slug exactly as it appears in a route. */
export const isListingType = (text: string): text is ListingType => LISTING_TYPES.some((type) => type === text);
