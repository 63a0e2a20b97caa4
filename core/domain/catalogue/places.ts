import { z } from "zod";

/** A count of study places; null when the institution has not published it. */
export const placesSchema = z.int().nonnegative().nullable();
