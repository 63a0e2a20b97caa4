import { z } from "zod";
import { normalizeAdmissionWaves } from "../admission/normalize-admission-waves";
import { authorSchema } from "./author";
import { degreeProgramRefSchema } from "./degree-program-ref";
import { directionSchema } from "./direction";
import { educationBaseExtraSchema } from "./education-base-extra";
import { educationBaseTypeSchema } from "./education-base-type.schema";
import { institutionRefSchema } from "./institution-ref";
import { languageSchema } from "./language";
import { numberedSlugSchema } from "./numbered-slug";
import { placesSchema } from "./places";
import { priceAmountSchema } from "./price-amount";
import { seoSchema } from "./seo";
import { specialtySchema } from "./specialty";
import { timestampSchema } from "./timestamp";

const dateText = z.string().nullable();

/**
 * An education base (spec 3): a grant or scholarship place of a degree program with its dates and waves.
 * Each date has a `_str` text form; `waves` is read leniently (missing or broken data means closed).
 */
export const educationBaseSchema = z
  .object({
    id: z.int().positive(),
    institution_id: z.int().positive(),
    title: z.string().min(1),
    excerpt: z.string().nullable(),
    slug: numberedSlugSchema,
    min_price: priceAmountSchema,
    max_price: priceAmountSchema,
    /** 1 grants, 2 scholarships; null for a paid place (the database's `education_bases.type`). */
    type: educationBaseTypeSchema.nullable(),
    enrollment_phase: z.string().nullable(),
    submission_at: timestampSchema.nullable(),
    submission_at_str: dateText,
    entrance_at: timestampSchema.nullable(),
    entrance_at_str: dateText,
    enrollment_at: timestampSchema.nullable(),
    enrollment_at_str: dateText,
    updated_at: timestampSchema,
    extra: educationBaseExtraSchema,
    waves: z.unknown().optional().transform(normalizeAdmissionWaves),
    institution: institutionRefSchema.nullable(),
    degree_program: degreeProgramRefSchema.nullable(),
    directions: z.array(directionSchema).readonly(),
    specialties: z.array(specialtySchema).readonly(),
    languages: z.array(languageSchema).readonly(),
    content: z.string(),
    block_required_documents: z.string().nullable(),
    seo: seoSchema.nullable(),
    views: z.int().nonnegative(),
    total_places: placesSchema,
    available_places: placesSchema,
    author: authorSchema.nullable(),
    topic_text: z.string().nullable(),
  })
  .readonly();

export type EducationBase = z.infer<typeof educationBaseSchema>;
