import { z } from "zod";
import { EDUCATION_TYPES } from "../constants/education-type";

/** The education types an institution can have; catalog (0) names a listing of all three, never an institution. */
export const INSTITUTION_TYPE_SLUGS = ["universities", "colleges", "schools"] as const;

export type InstitutionTypeSlug = (typeof INSTITUTION_TYPE_SLUGS)[number];
export type InstitutionTypeNumber = (typeof EDUCATION_TYPES)[InstitutionTypeSlug];

export const institutionTypeSlugSchema = z.enum(INSTITUTION_TYPE_SLUGS);
export const institutionTypeNumberSchema = z.literal(INSTITUTION_TYPE_SLUGS.map((slug) => EDUCATION_TYPES[slug]));

/** True when an entity's `type` and `type_slug` name the same education type. */
export const typeMatchesSlug = (entity: {
  readonly type: InstitutionTypeNumber;
  readonly type_slug: InstitutionTypeSlug;
}): boolean => EDUCATION_TYPES[entity.type_slug] === entity.type;
