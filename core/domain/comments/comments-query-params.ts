import { z } from "zod";
import { err, ok, type Result } from "../shared/result";
import { COMMENT_SORT_COLUMNS } from "./comment-sort";
import type { CommentsListQuery, CommentsSearch } from "./comments-list-query";

/** Flat query-string form, nested search keys in bracket notation: `search[model]`, `search[root]`, `search[by]`. */
export type CommentsQueryParams = Readonly<Record<string, string>>;

export type InvalidCommentsQuery = { readonly _tag: "InvalidCommentsQuery"; readonly fields: readonly string[] };

export const toCommentsQueryParams = (query: CommentsListQuery): CommentsQueryParams => ({
  page: String(query.page),
  sort_column: query.sort_column,
  sort_order: query.sort_order,
  "search[model]": query.search.model,
  ...("by" in query.search ? { "search[by]": String(query.search.by) } : { "search[root]": "true" }),
});

const positiveInt = z
  .string()
  .regex(/^[1-9]\d*$/)
  .transform(Number)
  .refine(Number.isSafeInteger);

const schema = z.strictObject({
  page: positiveInt,
  sort_column: z.enum(COMMENT_SORT_COLUMNS),
  sort_order: z.enum(["asc", "desc"]),
  "search[model]": z.string().min(1),
  "search[root]": z.literal("true").optional(),
  "search[by]": positiveInt.optional(),
});

const issueFields = (issue: z.core.$ZodIssue): readonly string[] =>
  issue.code === "unrecognized_keys" ? issue.keys : [issue.path.join(".")];

const invalid = (fields: readonly string[]) => err<InvalidCommentsQuery>({ _tag: "InvalidCommentsQuery", fields });

/** Inverse of `toCommentsQueryParams`: exactly one of `search[root]=true` and `search[by]` must be present. */
export const parseCommentsQueryParams = (
  params: CommentsQueryParams,
): Result<CommentsListQuery, InvalidCommentsQuery> => {
  const parsed = schema.safeParse(params);
  if (!parsed.success) return invalid([...new Set(parsed.error.issues.flatMap(issueFields))]);
  const { page, sort_column, sort_order, "search[model]": model, "search[root]": root, "search[by]": by } = parsed.data;
  if ((root === undefined) === (by === undefined)) return invalid(["search"]);
  const search: CommentsSearch = by === undefined ? { model, root: true } : { model, by };
  return ok({ page, sort_column, sort_order, search });
};
