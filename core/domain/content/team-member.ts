import { z } from "zod";
import { uploadedImageSchema } from "../catalogue/uploaded-image";

/** A member of the company's team (the team page, 9 per page). */
export const teamMemberSchema = z
  .object({
    id: z.int().positive(),
    name: z.string().min(1),
    position: z.string().min(1),
    description: z.string().nullable(),
    photo: uploadedImageSchema.nullable(),
  })
  .readonly();

export type TeamMember = z.infer<typeof teamMemberSchema>;
