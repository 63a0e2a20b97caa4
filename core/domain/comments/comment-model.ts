import { isEntityId } from "../shared/entity-id";
import { err, ok, type Result } from "../shared/result";
import type { CommentRelation } from "./comment";

export type InvalidCommentsModel = { readonly _tag: "InvalidCommentsModel"; readonly model: string };

/** Spec 7: the grid's `model` search term is `${relation_id}:${relation_type}`. */
export const commentsModel = (relation: CommentRelation): string => `${relation.relation_id}:${relation.relation_type}`;

const MODEL = /^([1-9]\d*):(.+)$/s;

/** Inverse of `commentsModel`: a stored id (ADR 030), a colon, a non-empty type. */
export const parseCommentsModel = (model: string): Result<CommentRelation, InvalidCommentsModel> => {
  const [, id, relation_type] = MODEL.exec(model) ?? [];
  const relation_id = Number(id);
  return relation_type === undefined || !isEntityId(relation_id)
    ? err({ _tag: "InvalidCommentsModel", model })
    : ok({ relation_id, relation_type });
};
