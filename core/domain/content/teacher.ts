import { z } from "zod";

/** A teacher from the provider's public endpoint; `photo` is an absolute URL there, not an upload. */
export const teacherSchema = z
  .object({
    id: z.int().positive(),
    name: z.string().min(1),
    photo: z.string().nullable(),
    languages: z.array(z.string().min(1)).readonly(),
    experience_years: z.int().nonnegative().nullable(),
    description: z.string().nullable(),
  })
  .readonly();

export type Teacher = z.infer<typeof teacherSchema>;
