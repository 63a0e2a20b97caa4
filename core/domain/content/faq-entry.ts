import { z } from "zod";

/** A question with its answer (HTML); entries are shown by ascending `sort`. */
export const faqEntrySchema = z
  .object({
    id: z.int().positive(),
    question: z.string().min(1),
    answer: z.string().min(1),
    sort: z.int().nonnegative(),
  })
  .readonly();

export type FaqEntry = z.infer<typeof faqEntrySchema>;
