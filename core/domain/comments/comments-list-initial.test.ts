import { describe, expect, it } from "vitest";
import { initialCommentsListState } from "./comments-list-initial";

describe("initial comments list state", () => {
  it("starts empty on page 1, collapsed, sorted by rating", () => {
    expect(initialCommentsListState({ relation_id: 12, relation_type: "institution" })).toEqual({
      relation_id: 12,
      relation_type: "institution",
      comments: [],
      pagination: { current_page: 1, last_page: 1 },
      counter: { all: 0, current_total: 0 },
      loading: false,
      sort_column: "rating",
      show_all_comments: false,
    });
  });

  it("takes another sort column", () => {
    expect(initialCommentsListState({ relation_id: 5, relation_type: "blog_post" }, "created_at").sort_column).toBe(
      "created_at",
    );
  });
});
