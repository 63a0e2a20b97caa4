import type { Comment } from "../../domain/comments/comment";

/** What a deleted comment shows: its place, author, votes and replies, without its content (ADR 008). */
export const deletedCommentView = (comment: Comment): Comment => ({
  ...comment,
  text: "",
  attachment_id: null,
  attachment_url: null,
  rating: null,
  user_vote: null,
  is_deleted: true,
});
