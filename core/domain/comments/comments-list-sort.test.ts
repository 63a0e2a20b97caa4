import { describe, expect, it } from "vitest";
import { sampleComment, sampleListState } from "../../../tests/arbitraries/comments.arb";
import { changeCommentsSort } from "./comments-list-sort";

describe("changeCommentsSort", () => {
  it("switches the column, empties the list and goes back to page 1", () => {
    const state = sampleListState([sampleComment(1), sampleComment(2)], {
      pagination: { current_page: 3, last_page: 5 },
      counter: { all: 14, current_total: 12 },
      show_all_comments: true,
    });
    expect(changeCommentsSort(state, "created_at")).toEqual({
      ...state,
      sort_column: "created_at",
      comments: [],
      pagination: { current_page: 1, last_page: 1 },
    });
  });
});
