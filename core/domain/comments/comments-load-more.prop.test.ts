import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { listStateArb } from "../../../tests/arbitraries/comments.arb";
import type { CommentsListState } from "./comment";
import { commentsPageLoaded } from "./comments-list-page";
import { commentsLoadMore, showAllComments } from "./comments-load-more";
import { visibleComments } from "./comments-visible";

/** One click on the control; the server answers a fetch with an empty page. */
const click = (state: CommentsListState): CommentsListState | null => {
  const step = commentsLoadMore(state);
  if (step._tag === "Hidden") return null;
  if (step._tag === "ShowLoaded") return showAllComments(state);
  const pagination = { current_page: step.page, last_page: state.pagination.last_page };
  return commentsPageLoaded(state, { comments: [], pagination, counter: state.counter });
};

describe("commentsLoadMore properties", () => {
  it("is hidden whenever current_total is 3 or less", () => {
    fc.assert(
      fc.property(listStateArb(), fc.integer({ min: 0, max: 3 }), (state, total) => {
        expect(commentsLoadMore({ ...state, counter: { ...state.counter, current_total: total } })._tag).toBe("Hidden");
      }),
    );
  });

  it("only ever fetches the page after the current one, within last_page", () => {
    fc.assert(
      fc.property(listStateArb(), (state) => {
        const step = commentsLoadMore(state);
        if (step._tag === "FetchPage") {
          expect(step.page).toBe(state.pagination.current_page + 1);
          expect(step.page).toBeLessThanOrEqual(state.pagination.last_page);
        }
      }),
    );
  });

  it("clicking until it hides takes at most the pages left plus one, then every loaded comment is shown", () => {
    fc.assert(
      fc.property(listStateArb(), (initial) => {
        const budget = initial.pagination.last_page - initial.pagination.current_page + 1;
        let state = initial;
        let clicks = 0;
        for (let next = click(state); next !== null; next = click(state)) {
          state = next;
          clicks += 1;
          expect(clicks).toBeLessThanOrEqual(budget);
        }
        if (state.counter.current_total > 3) expect(visibleComments(state)).toEqual(state.comments);
      }),
    );
  });
});
