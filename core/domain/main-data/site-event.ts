import { z } from "zod";
import { timestampSchema } from "../catalogue/timestamp";
import { uploadedImageSchema } from "../catalogue/uploaded-image";

/** A recent or upcoming company event (webinar, fair, open day) in the layout's last events. */
export const siteEventSchema = z
  .object({
    id: z.int().positive(),
    title: z.string().min(1),
    starts_at: timestampSchema,
    link: z.string().nullable(),
    image: uploadedImageSchema.nullable(),
  })
  .readonly();

export type SiteEvent = z.infer<typeof siteEventSchema>;
