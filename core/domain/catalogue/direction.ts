import { z } from "zod";
import { DIRECTIONS } from "../constants/directions";

/** A study direction; the API may only send one of the fixed five (ids 1 to 5, spec 3). */
export const directionSchema = z
  .object({
    id: z.literal(DIRECTIONS.map((direction) => direction.id)),
    title: z.string().min(1),
    slug: z.string().min(1),
  })
  .readonly();

export type Direction = z.infer<typeof directionSchema>;
