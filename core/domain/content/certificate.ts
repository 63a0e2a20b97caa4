import { z } from "zod";
import { uploadedImageSchema } from "../catalogue/uploaded-image";

/** A certificate or licence of the company, shown as a scan. */
export const certificateSchema = z
  .object({
    id: z.int().positive(),
    title: z.string().min(1),
    description: z.string().nullable(),
    image: uploadedImageSchema,
  })
  .readonly();

export type Certificate = z.infer<typeof certificateSchema>;
