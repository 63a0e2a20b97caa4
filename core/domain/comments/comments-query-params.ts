import type { CommentsListQuery } from "./comments-list-query";

/** Flat query-string form, nested search keys in bracket notation: `search[model]`, `search[root]`, `search[by]`. */
export type CommentsQueryParams = Readonly<Record<string, string>>;

/**
 * The query string of GET /comments/grid for a list query. The server reads it with the contract's schema
 * (adapters/http/contract/comments.contract.ts), whose property test checks it reads back the same query.
 */
export const toCommentsQueryParams = (query: CommentsListQuery): CommentsQueryParams => ({
  page: String(query.page),
  sort_column: query.sort_column,
  sort_order: query.sort_order,
  "search[model]": query.search.model,
  ...("by" in query.search ? { "search[by]": String(query.search.by) } : { "search[root]": "true" }),
});
