import { Effect } from "effect";
import type { Comment } from "../../domain/comments/comment";
import type { CommentRepository } from "../../ports/comment-repository.port";
import { fromDomainResult } from "../shared/from-domain-result";
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
export const editComment = (
  { comments }: EditCommentDeps,
  actor: CommentActor,
  input: EditCommentInput,
  now: Date,
): Effect.Effect<Comment, EditCommentError> =>
  Effect.gen(function* () {
    const id = input.edit_id;
    const stored = yield* Effect.promise(() => comments.find(id));
    if (stored === null) return yield* Effect.fail({ _tag: "CommentNotFound", id } as const);
    if (stored.author_id !== actor.user_id) return yield* Effect.fail({ _tag: "NotAuthor", id } as const);
    if (stored.is_deleted) return yield* Effect.fail({ _tag: "CommentDeleted", id } as const);
    const text = yield* fromDomainResult(validateCommentText(input.text));
    const attachment_id = input.attachment_id;
    if (typeof attachment_id === "number") {
      const owned = yield* Effect.promise(() => comments.attachmentOwnedBy(attachment_id, actor.user_id));
      if (!owned) return yield* Effect.fail({ _tag: "AttachmentNotFound", attachment_id } as const);
    }
    yield* Effect.promise(() => comments.edit(id, { text, attachment_id }, now));
    const edited = yield* Effect.promise(() => comments.view(id, actor.user_id));
    if (edited === null) return yield* Effect.die(new Error(`Comment ${id} vanished while it was edited`));
    return edited;
  });
