import { describe, expect, it } from "vitest";
import { okValue, sampleComment, sampleListState } from "../../../tests/arbitraries/comments.arb";
import { err } from "../shared/result";
import { commentRepliesLoaded } from "./comments-list-replies";

describe("commentRepliesLoaded", () => {
  const state = sampleListState([sampleComment(1), sampleComment(4, 1), sampleComment(2)]);

  it("inserts unseen replies directly after the parent in server order", () => {
    const next = okValue(
      commentRepliesLoaded(state, 1, [sampleComment(3, 1), sampleComment(4, 1), sampleComment(5, 1)]),
    );
    expect(next.comments.map((c) => c.id)).toEqual([1, 3, 5, 4, 2]);
    expect(next.counter).toEqual(state.counter);
  });

  it("fails when the parent is not loaded", () => {
    expect(commentRepliesLoaded(state, 8, [])).toEqual(err({ _tag: "ParentNotFound", parent_id: 8 }));
  });
});
