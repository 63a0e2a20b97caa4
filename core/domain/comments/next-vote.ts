import type { CommentVote } from "./comment";

/** One vote per user: the same action again takes the vote back, the other action switches it. */
export const nextVote = (previous: CommentVote | null, action: CommentVote): CommentVote | null =>
  previous === action ? null : action;
