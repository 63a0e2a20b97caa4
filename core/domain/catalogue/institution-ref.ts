import { z } from "zod";
import { citySchema } from "./city";
import { countryRefSchema } from "./country-ref";
import { institutionTypeNumberSchema, institutionTypeSlugSchema, typeMatchesSlug } from "./institution-type";
import { localizedTitleSchema } from "./localized-title";
import { numberedSlugSchema } from "./numbered-slug";
import { uploadedImageSchema } from "./uploaded-image";

/** The fields of an institution needed to name it and link to it. */
export const institutionRefShape = {
  id: z.int().positive(),
  slug: numberedSlugSchema,
  type: institutionTypeNumberSchema,
  type_slug: institutionTypeSlugSchema,
  title: localizedTitleSchema,
  country: countryRefSchema,
  city: citySchema.nullable(),
  logo: uploadedImageSchema.nullable(),
};

/** An institution as a degree program, an education base or a review refers to it. */
export const institutionRefSchema = z
  .object(institutionRefShape)
  .refine(typeMatchesSlug, { path: ["type_slug"], message: "type_slug does not match type" })
  .readonly();

export type InstitutionRef = z.infer<typeof institutionRefSchema>;
