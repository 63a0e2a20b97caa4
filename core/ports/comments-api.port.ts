import type { Comment, CommentVoteTally } from "../domain/comments/comment";
import type {
  DeleteCommentPayload,
  EditCommentPayload,
  RateCommentPayload,
  SendCommentPayload,
} from "../domain/comments/comment-payloads";
import type { CommentsPage } from "../domain/comments/comments-list-page";
import type { CommentsListQuery } from "../domain/comments/comments-list-query";

/** A picture picked in the browser: a `Blob` or a `File` is one (the core names no DOM types). */
export type PickedPicture = {
  readonly name?: string;
  arrayBuffer(): Promise<ArrayBuffer>;
};

/**
 * Comment calls (spec 7, /api/ru/v1/comments). No method rejects; on failure the UI alerts
 * "Произошла ошибка" and the list stays as it was.
 */
export interface CommentsApi {
  /** GET /comments/grid. Failure: null. */
  list(query: CommentsListQuery): Promise<CommentsPage | null>;
  /** POST /comments/send: the stored comment. Failure: null. */
  send(payload: SendCommentPayload): Promise<Comment | null>;
  /** POST /comments/edit: the updated comment. Failure: null. */
  edit(payload: EditCommentPayload): Promise<Comment | null>;
  /** POST /comments/delete: the deleted comment's marker. Failure: null. */
  delete(payload: DeleteCommentPayload): Promise<Comment | null>;
  /** POST /comments/rate: the comment's votes as counted. Failure: null. */
  rate(payload: RateCommentPayload): Promise<CommentVoteTally | null>;
  /**
   * POST /comments/attachment (multipart `image`): stores a picture for the next comment or edit, whose
   * `attachment_id` is the answer's `id`; `url` is where it is served. Failure (a refused file included): null.
   */
  attach(file: PickedPicture): Promise<{ readonly id: number; readonly url: string } | null>;
}
