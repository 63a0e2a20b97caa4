import { z } from "zod";
import { timestampSchema } from "../catalogue/timestamp";

/** A notification in the user's personal area; `link` leads to what it is about. */
export const notificationSchema = z
  .object({
    id: z.int().positive(),
    title: z.string().min(1),
    text: z.string(),
    link: z.string().nullable(),
    is_read: z.boolean(),
    created_at: timestampSchema,
  })
  .readonly();

export type Notification = z.infer<typeof notificationSchema>;
