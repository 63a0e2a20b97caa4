import { describe, expect, it } from "vitest";
import { toCommentsQueryParams } from "./comments-query-params";

describe("comments query params", () => {
  it("flattens a root query with bracketed search keys", () => {
    expect(
      toCommentsQueryParams({
        page: 1,
        sort_column: "rating",
        sort_order: "desc",
        search: { model: "12:institution", root: true },
      }),
    ).toEqual({
      page: "1",
      sort_column: "rating",
      sort_order: "desc",
      "search[model]": "12:institution",
      "search[root]": "true",
    });
  });

  it("flattens a replies query with search[by]", () => {
    expect(
      toCommentsQueryParams({
        page: 3,
        sort_column: "created_at",
        sort_order: "asc",
        search: { model: "5:blog_post", by: 41 },
      }),
    ).toEqual({
      page: "3",
      sort_column: "created_at",
      sort_order: "asc",
      "search[model]": "5:blog_post",
      "search[by]": "41",
    });
  });
});
