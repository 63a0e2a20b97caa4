import { describe, expect, it } from "vitest";
import { sampleComment, sampleListState } from "../../../tests/arbitraries/comments.arb";
import { commentsPageLoaded } from "./comments-list-page";

describe("commentsPageLoaded", () => {
  const loaded = sampleListState([sampleComment(9), sampleComment(1), sampleComment(2)], {
    loading: true,
    pagination: { current_page: 1, last_page: 3 },
    counter: { all: 9, current_total: 8 },
  });

  it("appends a later page without repeating ids and takes the server's paging and counters", () => {
    const next = commentsPageLoaded(loaded, {
      comments: [sampleComment(2), sampleComment(3), sampleComment(4), sampleComment(3)],
      pagination: { current_page: 2, last_page: 3 },
      counter: { all: 10, current_total: 8 },
    });
    expect(next.comments.map((c) => c.id)).toEqual([9, 1, 2, 3, 4]);
    expect(next.pagination).toEqual({ current_page: 2, last_page: 3 });
    expect(next.counter).toEqual({ all: 10, current_total: 8 });
    expect(next.loading).toBe(false);
    expect(next.show_all_comments).toBe(true);
  });

  it("replaces the list with page 1 and keeps the collapsed view", () => {
    const next = commentsPageLoaded(loaded, {
      comments: [sampleComment(5), sampleComment(6)],
      pagination: { current_page: 1, last_page: 2 },
      counter: { all: 4, current_total: 4 },
    });
    expect(next.comments.map((c) => c.id)).toEqual([5, 6]);
    expect(next.show_all_comments).toBe(false);
  });
});
