import { z } from "zod";

/** A degree program as an education base refers to it. */
export const degreeProgramRefSchema = z
  .object({
    id: z.int().positive(),
    slug: z.string().min(1),
    title: z.string().min(1),
  })
  .readonly();

export type DegreeProgramRef = z.infer<typeof degreeProgramRefSchema>;
