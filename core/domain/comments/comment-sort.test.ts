import { describe, expect, it } from "vitest";
import { COMMENT_SORT_COLUMNS, commentSortOrder, DEFAULT_COMMENT_SORT_COLUMN } from "./comment-sort";

describe("comment sort", () => {
  it("sorts by rating by default", () => {
    expect(DEFAULT_COMMENT_SORT_COLUMN).toBe("rating");
  });

  it("orders rating descending and creation date ascending", () => {
    expect(commentSortOrder("rating")).toBe("desc");
    expect(commentSortOrder("created_at")).toBe("asc");
  });

  it("knows two columns", () => {
    expect(COMMENT_SORT_COLUMNS).toEqual(["rating", "created_at"]);
  });
});
