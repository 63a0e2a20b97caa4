import { commentExcerpt } from "../../domain/comment-moderation/comment-excerpt";
import { hrefFor } from "../../domain/route/href-for";
import type { ModeratedComment } from "../../ports/comment-repository.port";
import type { StaffCommentRow } from "../../ports/staff-comments-api.port";

/** A moderated comment as the console's list and the API show it: an excerpt, plain names, the page's path. */
export const staffCommentRow = (comment: ModeratedComment): StaffCommentRow => {
  const hidden = comment.moderation._tag === "Hidden" ? comment.moderation : null;
  return {
    id: comment.id,
    parent_id: comment.parent_id,
    text: commentExcerpt(comment.text),
    author: comment.author,
    is_review: comment.is_review,
    rating: comment.rating,
    created_at: comment.created_at.toISOString(),
    is_deleted: comment.is_deleted,
    hidden_at: hidden === null ? null : hidden.at.toISOString(),
    hidden_reason: hidden === null ? null : hidden.reason,
    hidden_by:
      hidden === null || comment.hidden_by_name === null ? null : { id: hidden.by, name: comment.hidden_by_name },
    under_hidden: comment.under_hidden,
    page: {
      model: `${comment.relation.relation_id}:${comment.relation.relation_type}`,
      title: comment.page.title,
      path: comment.page.route === null ? null : hrefFor(comment.page.route),
    },
  };
};
