import { err, ok, type Result } from "../../domain/shared/result";
import { COMMENT_TEXT_MAX } from "./comment-limits";

export type CommentTextError =
  { readonly _tag: "EmptyText" } | { readonly _tag: "TextTooLong"; readonly max: number; readonly length: number };

/** Trims the text; it must keep at least one character and at most COMMENT_TEXT_MAX code points. */
export const validateCommentText = (text: string): Result<string, CommentTextError> => {
  const trimmed = text.trim();
  if (trimmed === "") return err({ _tag: "EmptyText" });
  const length = [...trimmed].length;
  return length > COMMENT_TEXT_MAX ? err({ _tag: "TextTooLong", max: COMMENT_TEXT_MAX, length }) : ok(trimmed);
};
