import { z } from "zod";

/** Language requirements of an education base: HSK level 1..9 and IELTS band 0..9 (halves allowed). */
export const educationBaseExtraSchema = z
  .object({
    hsk_level: z.int().min(1).max(9).nullable(),
    ielts_level: z.number().min(0).max(9).multipleOf(0.5).nullable(),
  })
  .readonly();

export type EducationBaseExtra = z.infer<typeof educationBaseExtraSchema>;
