import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { listStateArb } from "../../../tests/arbitraries/comments.arb";
import { COMMENTS_PREVIEW_SIZE, countRootComments, visibleComments } from "./comments-visible";

describe("visibleComments properties", () => {
  it("is a prefix of the list with at most 3 roots, cut just before the 4th root", () => {
    fc.assert(
      fc.property(listStateArb(), (state) => {
        const shown = visibleComments({ ...state, show_all_comments: false });
        expect(state.comments.slice(0, shown.length)).toEqual(shown);
        expect(countRootComments(shown)).toBe(Math.min(COMMENTS_PREVIEW_SIZE, countRootComments(state.comments)));
        const next = state.comments[shown.length];
        if (next !== undefined) expect(next.parent_id).toBeNull();
      }),
    );
  });

  it("shows every entry once expanded", () => {
    fc.assert(
      fc.property(listStateArb(), (state) => {
        expect(visibleComments({ ...state, show_all_comments: true })).toEqual(state.comments);
      }),
    );
  });
});
