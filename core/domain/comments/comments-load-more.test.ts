import { describe, expect, it } from "vitest";
import { sampleComment, sampleListState } from "../../../tests/arbitraries/comments.arb";
import { commentsLoadMore, isLoadMoreVisible, showAllComments } from "./comments-load-more";

const roots = (n: number) => Array.from({ length: n }, (_, i) => sampleComment(i + 1));

describe("commentsLoadMore", () => {
  it("is hidden at 3 or fewer in current_total, even with pages left", () => {
    const state = sampleListState(roots(3), {
      counter: { all: 3, current_total: 3 },
      pagination: { current_page: 1, last_page: 2 },
    });
    expect(commentsLoadMore(state)).toEqual({ _tag: "Hidden" });
    expect(isLoadMoreVisible(state)).toBe(false);
  });

  it("first reveals loaded comments hidden by the collapsed view", () => {
    const state = sampleListState(roots(5));
    expect(commentsLoadMore(state)).toEqual({ _tag: "ShowLoaded" });
    expect(isLoadMoreVisible(state)).toBe(true);
  });

  it("then asks for the next page while pages are left", () => {
    const state = sampleListState(roots(5), {
      counter: { all: 12, current_total: 12 },
      pagination: { current_page: 1, last_page: 3 },
      show_all_comments: true,
    });
    expect(commentsLoadMore(state)).toEqual({ _tag: "FetchPage", page: 2 });
  });

  it("asks for the next page at once when no more than 3 roots are loaded", () => {
    const state = sampleListState(roots(3), {
      counter: { all: 6, current_total: 6 },
      pagination: { current_page: 1, last_page: 2 },
    });
    expect(commentsLoadMore(state)).toEqual({ _tag: "FetchPage", page: 2 });
  });

  it("is hidden when everything is loaded and shown", () => {
    expect(commentsLoadMore(showAllComments(sampleListState(roots(5))))).toEqual({ _tag: "Hidden" });
  });
});
