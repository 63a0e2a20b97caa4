import { z } from "zod";
import type { ShortlistItem } from "./shortlist-item";

const id = z.int().positive().max(Number.MAX_SAFE_INTEGER);

/** Reads one shortlisted item (stored in the browser, or answered by the server). */
export const shortlistItemSchema = z
  .discriminatedUnion("kind", [
    z.object({ kind: z.literal("institution"), id }),
    z.object({ kind: z.literal("degree_program"), id, institution_id: id }),
  ])
  .readonly() satisfies z.ZodType<ShortlistItem>;
