/** The models comments may be attached to (the grid's `model` is `${relation_id}:${relation_type}`). */
export const COMMENT_RELATION_TYPES = ["institution", "education_base", "blog_post", "degree_program"] as const;

export type CommentRelationType = (typeof COMMENT_RELATION_TYPES)[number];

export const isCommentRelationType = (value: string): value is CommentRelationType =>
  (COMMENT_RELATION_TYPES as readonly string[]).includes(value);
