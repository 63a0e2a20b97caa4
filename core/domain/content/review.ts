import { z } from "zod";
import { institutionRefSchema } from "../catalogue/institution-ref";
import { timestampSchema } from "../catalogue/timestamp";
import { uploadedImageSchema } from "../catalogue/uploaded-image";

/** A client's review of the company (the /reviews/ page), optionally about one institution. */
export const reviewSchema = z
  .object({
    id: z.int().positive(),
    author_name: z.string().min(1),
    author_photo: uploadedImageSchema.nullable(),
    text: z.string().min(1),
    rating: z.int().min(1).max(5),
    video_url: z.string().nullable(),
    institution: institutionRefSchema.nullable(),
    created_at: timestampSchema,
  })
  .readonly();

export type Review = z.infer<typeof reviewSchema>;
