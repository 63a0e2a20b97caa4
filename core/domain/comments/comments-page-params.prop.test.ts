import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COMMENT_SORT_COLUMNS } from "./comment-sort";
import { COMMENTS_MAX_PAGES, commentsPageParams, commentsPageQuery } from "./comments-page-params";

const paramsArb = fc.record({
  sort_column: fc.constantFrom(...COMMENT_SORT_COLUMNS),
  pages: fc.integer({ min: 1, max: COMMENTS_MAX_PAGES }),
});

describe("comments page params properties", () => {
  it("reads back what a link writes", () => {
    fc.assert(
      fc.property(paramsArb, (params) => {
        expect(commentsPageParams(new URLSearchParams(commentsPageQuery(params).map(([k, v]) => [k, v])))).toEqual(
          params,
        );
      }),
    );
  });

  it("always reads a valid sort and a page count within bounds, whatever the address holds", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (sort, pages) => {
        const read = commentsPageParams(new URLSearchParams({ comments_sort: sort, comments_pages: pages }));
        expect(COMMENT_SORT_COLUMNS).toContain(read.sort_column);
        expect(Number.isInteger(read.pages) && read.pages >= 1 && read.pages <= COMMENTS_MAX_PAGES).toBe(true);
      }),
    );
  });
});
