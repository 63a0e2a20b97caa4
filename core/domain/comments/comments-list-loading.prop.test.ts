import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { listStateArb } from "../../../tests/arbitraries/comments.arb";
import { commentsLoadFailed, startCommentsLoading } from "./comments-list-loading";

describe("comments loading flag properties", () => {
  it("a failed request restores the state it started from, when it was idle", () => {
    fc.assert(
      fc.property(listStateArb(), (state) => {
        const idle = { ...state, loading: false };
        expect(startCommentsLoading(idle).loading).toBe(true);
        expect(commentsLoadFailed(startCommentsLoading(idle))).toEqual(idle);
      }),
    );
  });
});
