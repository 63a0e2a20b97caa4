import type { CommentRelation } from "../../domain/comments/comment";
import { parseCommentsModel } from "../../domain/comments/comment-model";
import { err, ok, type Result } from "../../domain/shared/result";
import { isCommentRelationType } from "./comment-relation-types";

export type CommentModelError =
  | { readonly _tag: "InvalidModel"; readonly model: string }
  | { readonly _tag: "UnsupportedRelationType"; readonly relation_type: string };

/** Reads `${relation_id}:${relation_type}` and keeps only the relation types comments may be attached to. */
export const resolveCommentRelation = (model: string): Result<CommentRelation, CommentModelError> => {
  const parsed = parseCommentsModel(model);
  if (!parsed.ok) return err({ _tag: "InvalidModel", model });
  const relation = parsed.value;
  return isCommentRelationType(relation.relation_type)
    ? ok(relation)
    : err({ _tag: "UnsupportedRelationType", relation_type: relation.relation_type });
};
