import { z } from "zod";
import { uploadedImageSchema } from "../catalogue/uploaded-image";

/** A diploma a former client received, shown as a scan with the graduate and the institution. */
export const diplomaSchema = z
  .object({
    id: z.int().positive(),
    student_name: z.string().min(1),
    institution_title: z.string().min(1),
    year: z.int().min(1990).max(2100),
    image: uploadedImageSchema,
  })
  .readonly();

export type Diploma = z.infer<typeof diplomaSchema>;
