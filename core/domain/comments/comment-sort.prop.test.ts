import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sortColumnArb } from "../../../tests/arbitraries/comments.arb";
import { commentSortOrder } from "./comment-sort";

describe("comment sort properties", () => {
  it("is descending exactly when the column is rating", () => {
    fc.assert(
      fc.property(sortColumnArb, (column) => {
        expect(commentSortOrder(column) === "desc").toBe(column === "rating");
      }),
    );
  });
});
