import type { Comment } from "../../domain/comments/comment";
import { err, ok, type Result } from "../../domain/shared/result";
import type { CommentRepository } from "../../ports/comment-repository.port";
import type { CommentActor } from "./comment-actor";
import { type CommentTextError, validateCommentText } from "./comment-text";

export type EditCommentInput = {
  readonly edit_id: number;
  readonly text: string;
  /** null removes the attachment; left out, it stays. */
  readonly attachment_id?: number | null | undefined;
};

export type EditCommentError =
  | CommentTextError
  | { readonly _tag: "CommentNotFound"; readonly id: number }
  | { readonly _tag: "NotAuthor"; readonly id: number }
  | { readonly _tag: "CommentDeleted"; readonly id: number }
  | { readonly _tag: "AttachmentNotFound"; readonly attachment_id: number };

export type EditCommentDeps = { readonly comments: CommentRepository };

/** Only the author edits a comment (staff included: moderators delete, they do not rewrite). Sets `is_updated`. */
export const editComment = async (
  { comments }: EditCommentDeps,
  actor: CommentActor,
  input: EditCommentInput,
  now: Date,
): Promise<Result<Comment, EditCommentError>> => {
  const stored = await comments.find(input.edit_id);
  if (stored === null) return err({ _tag: "CommentNotFound", id: input.edit_id });
  if (stored.author_id !== actor.user_id) return err({ _tag: "NotAuthor", id: input.edit_id });
  if (stored.is_deleted) return err({ _tag: "CommentDeleted", id: input.edit_id });
  const text = validateCommentText(input.text);
  if (!text.ok) return text;
  const attachment_id = input.attachment_id;
  if (typeof attachment_id === "number" && !(await comments.attachmentOwnedBy(attachment_id, actor.user_id))) {
    return err({ _tag: "AttachmentNotFound", attachment_id });
  }
  await comments.edit(input.edit_id, { text: text.value, attachment_id }, now);
  const edited = await comments.view(input.edit_id, actor.user_id);
  if (edited === null) throw new Error(`Comment ${input.edit_id} vanished while it was edited`);
  return ok(edited);
};
