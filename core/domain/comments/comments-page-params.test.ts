import { describe, expect, it } from "vitest";
import { commentsPageParams, commentsPageQuery } from "./comments-page-params";

describe("commentsPageParams", () => {
  it("defaults to the rating sort and one page", () => {
    expect(commentsPageParams(new URLSearchParams(""))).toEqual({ sort_column: "rating", pages: 1 });
  });

  it("reads a known sort and a page count, capped at 20", () => {
    expect(commentsPageParams(new URLSearchParams("comments_sort=created_at&comments_pages=3"))).toEqual({
      sort_column: "created_at",
      pages: 3,
    });
    expect(commentsPageParams(new URLSearchParams("comments_pages=500")).pages).toBe(20);
  });

  it("falls back on odd values", () => {
    for (const odd of [
      "comments_sort=likes",
      "comments_pages=0",
      "comments_pages=1.5",
      "comments_pages=-2",
      "comments_pages=два",
    ]) {
      expect(commentsPageParams(new URLSearchParams(odd))).toEqual({ sort_column: "rating", pages: 1 });
    }
  });
});

describe("commentsPageQuery", () => {
  it("writes only what differs from the defaults", () => {
    expect(commentsPageQuery({ sort_column: "rating", pages: 1 })).toEqual([]);
    expect(commentsPageQuery({ sort_column: "created_at", pages: 2 })).toEqual([
      ["comments_sort", "created_at"],
      ["comments_pages", "2"],
    ]);
  });
});
