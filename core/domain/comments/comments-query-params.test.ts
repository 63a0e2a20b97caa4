import { describe, expect, it } from "vitest";
import { err, ok } from "../shared/result";
import { parseCommentsQueryParams, toCommentsQueryParams } from "./comments-query-params";

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

  it("parses the flat form back", () => {
    const params = { page: "2", sort_column: "rating", sort_order: "desc", "search[model]": "1:x", "search[by]": "9" };
    expect(parseCommentsQueryParams(params)).toEqual(
      ok({ page: 2, sort_column: "rating", sort_order: "desc", search: { model: "1:x", by: 9 } }),
    );
  });

  it("names the offending fields", () => {
    expect(
      parseCommentsQueryParams({ page: "0", sort_column: "likes", sort_order: "desc", "search[model]": "1:x", x: "1" }),
    ).toEqual(err({ _tag: "InvalidCommentsQuery", fields: ["page", "sort_column", "x"] }));
  });

  it("needs exactly one of search[root] and search[by]", () => {
    const base = { page: "1", sort_column: "rating", sort_order: "desc", "search[model]": "1:x" };
    const invalid = err({ _tag: "InvalidCommentsQuery", fields: ["search"] });
    expect(parseCommentsQueryParams(base)).toEqual(invalid);
    expect(parseCommentsQueryParams({ ...base, "search[root]": "true", "search[by]": "4" })).toEqual(invalid);
  });
});
