import type { Comment, CommentVote } from "../../../core/domain/comments/comment";
import { COMMENTS_TEXTS as T } from "./comments-texts";

type Props = {
  readonly comment: Comment;
  /** The visitor's own comment: its votes show, but cannot be cast. */
  readonly own: boolean;
  readonly pending: boolean;
  readonly onVote: (action: CommentVote) => void;
};

/** «Полезно» and «Не согласен» with their counts; pressed is the visitor's own vote, pressing it again takes it back. */
export function CommentVotes({ comment, own, pending, onVote }: Props) {
  const button = (action: CommentVote, label: string, count: number) => (
    <button
      type="button"
      className={`comment-vote comment-vote--${action}`}
      aria-pressed={comment.user_vote === action}
      disabled={own || pending}
      title={own ? T.ownVoteHint : undefined}
      onClick={() => onVote(action)}
    >
      {label} <span className="comment-vote__count">{T.votes(count)}</span>
    </button>
  );
  return (
    <span className="comment-votes">
      {button("like", T.like, comment.likes)}
      {button("dislike", T.dislike, comment.dislikes)}
    </span>
  );
}
