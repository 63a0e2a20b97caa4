import { describe, expect, it } from "vitest";
import { commentsListQuery } from "./comments-list-query";

const list = { relation_id: 12, relation_type: "institution" } as const;

describe("commentsListQuery", () => {
  it("asks for root comments sorted by rating, descending", () => {
    expect(commentsListQuery({ ...list, sort_column: "rating" }, 1, { _tag: "Roots" })).toEqual({
      page: 1,
      sort_column: "rating",
      sort_order: "desc",
      search: { model: "12:institution", root: true },
    });
  });

  it("asks for the replies of one comment by date, ascending", () => {
    expect(commentsListQuery({ ...list, sort_column: "created_at" }, 2, { _tag: "Replies", parent_id: 77 })).toEqual({
      page: 2,
      sort_column: "created_at",
      sort_order: "asc",
      search: { model: "12:institution", by: 77 },
    });
  });
});
