import { z } from "zod";
import { uploadedImageSchema } from "./uploaded-image";

/** The staff expert who wrote or checked a page's text (shown with `topic_text`). */
export const authorSchema = z
  .object({
    id: z.int().positive(),
    name: z.string().min(1),
    position: z.string().nullable(),
    photo: uploadedImageSchema.nullable(),
  })
  .readonly();

export type Author = z.infer<typeof authorSchema>;
