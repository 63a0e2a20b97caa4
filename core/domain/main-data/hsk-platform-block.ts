import { z } from "zod";
import { uploadedImageSchema } from "../catalogue/uploaded-image";

/** The home page block that advertises the HSK preparation platform (main data `hsk.block_platform`). */
export const hskPlatformBlockSchema = z
  .object({
    title: z.string().min(1),
    text: z.string(),
    link: z.string().nullable(),
    image: uploadedImageSchema.nullable(),
  })
  .readonly();

export type HskPlatformBlock = z.infer<typeof hskPlatformBlockSchema>;
