import { z } from "zod";
import { uploadedImageSchema } from "../catalogue/uploaded-image";

/** A promotional banner; main data groups banners by the `key` of the slot they fill. */
export const bannerSchema = z
  .object({
    id: z.int().positive(),
    key: z.string().min(1),
    title: z.string().nullable(),
    text: z.string().nullable(),
    image: uploadedImageSchema,
    mobile_image: uploadedImageSchema.nullable(),
    link: z.string().nullable(),
  })
  .readonly();

export type Banner = z.infer<typeof bannerSchema>;
