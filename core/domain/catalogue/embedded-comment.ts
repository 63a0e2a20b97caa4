import { z } from "zod";
import type { Comment } from "../comments/comment";
import { timestampSchema } from "./timestamp";

/**
 * Reads the comments embedded in an institution. Typed against the comments module's `Comment`, so the
 * compiler reports any drift between the two.
 */
export const embeddedCommentSchema: z.ZodType<Comment> = z
  .object({
    id: z.int().positive(),
    parent_id: z.int().positive().nullable(),
    text: z.string(),
    attachment_id: z.int().positive().nullable(),
    attachment_url: z.string().startsWith("/uploads/").nullable(),
    is_review: z.boolean(),
    is_new: z.boolean(),
    is_updated: z.boolean(),
    rating: z.int().min(1).max(5).nullable(),
    author: z.object({ id: z.int().nonnegative(), name: z.string(), avatar: z.string().nullable() }).readonly(),
    created_at: timestampSchema,
    likes: z.int().nonnegative(),
    dislikes: z.int().nonnegative(),
    user_vote: z.enum(["like", "dislike"]).nullable(),
    is_deleted: z.boolean(),
    replies_count: z.int().nonnegative(),
  })
  .readonly();
