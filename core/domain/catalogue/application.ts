import { z } from "zod";
import { degreeProgramRefSchema } from "./degree-program-ref";
import { institutionRefSchema } from "./institution-ref";
import { timestampSchema } from "./timestamp";

/**
 * A booking (application) as the personal area lists it. `status` is the raw key: the booking module groups
 * and titles it, unknown keys included. `target` says what was applied for: an education base, or a whole degree
 * program, whose booking names the program in `education_base` too (ADR 014).
 */
export const applicationSchema = z
  .object({
    id: z.int().positive(),
    status: z.string().min(1),
    institution: institutionRefSchema,
    education_base: z.object({ id: z.int().positive(), slug: z.string().min(1), title: z.string().min(1) }).readonly(),
    target: z.enum(["education_base", "degree_program"]),
    degree_program: degreeProgramRefSchema,
    created_at: timestampSchema,
    updated_at: timestampSchema,
  })
  .readonly();

export type Application = z.infer<typeof applicationSchema>;
