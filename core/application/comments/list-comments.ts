import { Effect } from "effect";
import type { Comment, CommentsCounter, CommentsPagination } from "../../domain/comments/comment";
import type { CommentsListQuery } from "../../domain/comments/comments-list-query";
import type { CommentRepository } from "../../ports/comment-repository.port";
import { fromDomainResult } from "../shared/from-domain-result";
import { COMMENTS_PER_PAGE } from "./comment-limits";
import { type CommentModelError, resolveCommentRelation } from "./resolve-comment-relation";

export type CommentsGridPage = {
  readonly data: readonly Comment[];
  readonly pagination: CommentsPagination;
  readonly counter: CommentsCounter;
};

export type ListCommentsError =
  | CommentModelError
  /** `search[by]` names no comment of this model. */
  | { readonly _tag: "ParentNotFound"; readonly parent_id: number };

export type ListCommentsDeps = { readonly comments: CommentRepository };

/**
 * One page of a model's root comments (`search[root]`) or of one comment's replies (`search[by]`). Deleted
 * comments stay as markers. `counter.all` counts the model's live comments, `current_total` the entries of the
 * requested scope. A model that does not exist simply has no comments.
 */
export const listComments = (
  { comments }: ListCommentsDeps,
  query: CommentsListQuery,
  viewer_id: number | null,
): Effect.Effect<CommentsGridPage, ListCommentsError> =>
  Effect.gen(function* () {
    const relation = yield* fromDomainResult(resolveCommentRelation(query.search.model));
    let parent_id: number | null = null;
    if ("by" in query.search) {
      const by = query.search.by;
      const parent = yield* Effect.promise(() => comments.find(by));
      const sameModel =
        parent !== null &&
        parent.relation.relation_id === relation.relation_id &&
        parent.relation.relation_type === relation.relation_type;
      if (!sameModel) return yield* Effect.fail({ _tag: "ParentNotFound", parent_id: by } as const);
      parent_id = by;
    }
    const slice = yield* Effect.promise(() =>
      comments.list({
        relation,
        parent_id,
        sort_column: query.sort_column,
        sort_order: query.sort_order,
        page: query.page,
        per_page: COMMENTS_PER_PAGE,
        viewer_id,
      }),
    );
    return {
      data: slice.comments,
      pagination: { current_page: query.page, last_page: Math.max(1, Math.ceil(slice.total / COMMENTS_PER_PAGE)) },
      counter: { all: slice.all, current_total: slice.total },
    };
  });
