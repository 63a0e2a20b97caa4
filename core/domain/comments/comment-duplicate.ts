import type { CommentRelation } from "./comment";
import { COMMENT_LOOKBACK_SECONDS } from "./comment-rate-limit";
import { commentTextKey } from "./comment-text-key";
import type { RecentComment } from "./recent-comment";

/** How long the same text to the same model is refused: 24 hours. */
export const DUPLICATE_COMMENT_SECONDS = COMMENT_LOOKBACK_SECONDS;

/**
 * Whether the author already sent this text (compared by `commentTextKey`) to this model less than 24 hours before
 * `now` and has not deleted it. Replies and reviews count alike: the model is what matters, not the parent.
 */
export const isDuplicateComment = (
  draft: { readonly relation: CommentRelation; readonly text: string },
  recent: readonly RecentComment[],
  now: Date,
): boolean => {
  const key = commentTextKey(draft.text);
  const since = now.getTime() - DUPLICATE_COMMENT_SECONDS * 1000;
  return recent.some(
    (earlier) =>
      !earlier.is_deleted &&
      earlier.created_at.getTime() > since &&
      earlier.relation.relation_id === draft.relation.relation_id &&
      earlier.relation.relation_type === draft.relation.relation_type &&
      commentTextKey(earlier.text) === key,
  );
};
