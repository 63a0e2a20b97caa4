import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { commentsPageArb, listStateArb } from "../../../tests/arbitraries/comments.arb";
import { commentsPageLoaded } from "./comments-list-page";

const ids = (comments: readonly { id: number }[]) => comments.map((c) => c.id);

describe("commentsPageLoaded properties", () => {
  it("never leaves duplicate ids and always stops loading", () => {
    fc.assert(
      fc.property(listStateArb(), commentsPageArb, (state, page) => {
        const next = commentsPageLoaded(state, page);
        expect(new Set(ids(next.comments)).size).toBe(next.comments.length);
        expect(next.loading).toBe(false);
        expect(next.pagination).toEqual(page.pagination);
        expect(next.counter).toEqual(page.counter);
      }),
    );
  });

  it("a later page keeps the loaded list as a prefix and adds exactly the unseen ids", () => {
    fc.assert(
      fc.property(listStateArb(), commentsPageArb, (state, page) => {
        const later = { ...page, pagination: { current_page: 2, last_page: Math.max(2, page.pagination.last_page) } };
        const next = commentsPageLoaded(state, later);
        const unseen = [...new Set(ids(page.comments))].filter((id) => !ids(state.comments).includes(id));
        expect(ids(next.comments)).toEqual([...ids(state.comments), ...unseen]);
      }),
    );
  });

  it("page 1 holds exactly the page's distinct ids in order", () => {
    fc.assert(
      fc.property(listStateArb(), commentsPageArb, (state, page) => {
        const first = { ...page, pagination: { ...page.pagination, current_page: 1 } };
        expect(ids(commentsPageLoaded(state, first).comments)).toEqual([...new Set(ids(page.comments))]);
      }),
    );
  });
});
