import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { listStateArb, sortColumnArb } from "../../../tests/arbitraries/comments.arb";
import { changeCommentsSort } from "./comments-list-sort";

describe("changeCommentsSort properties", () => {
  it("always yields page 1 of an empty list with the new column, counters untouched", () => {
    fc.assert(
      fc.property(listStateArb(), sortColumnArb, (state, column) => {
        const next = changeCommentsSort(state, column);
        expect(next.pagination.current_page).toBe(1);
        expect(next.comments).toHaveLength(0);
        expect(next.sort_column).toBe(column);
        expect(next.counter).toEqual(state.counter);
      }),
    );
  });

  it("only the last of two sort changes matters", () => {
    fc.assert(
      fc.property(listStateArb(), sortColumnArb, sortColumnArb, (state, first, second) => {
        expect(changeCommentsSort(changeCommentsSort(state, first), second)).toEqual(changeCommentsSort(state, second));
      }),
    );
  });
});
