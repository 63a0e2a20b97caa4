import { describe, expect, it } from "vitest";
import { sampleComment } from "../../../tests/arbitraries/comments.arb";
import { commentThreads } from "./comment-threads";

describe("commentThreads", () => {
  it("groups replies, and replies to replies, under their root", () => {
    const list = [sampleComment(1), sampleComment(4, 1), sampleComment(5, 4), sampleComment(2), sampleComment(3)];
    expect(commentThreads(list).map((t) => [t.root.id, t.replies.map((r) => r.id)])).toEqual([
      [1, [4, 5]],
      [2, []],
      [3, []],
    ]);
  });

  it("leaves out a reply whose root is not loaded", () => {
    expect(commentThreads([sampleComment(7, 99), sampleComment(1)]).map((t) => t.root.id)).toEqual([1]);
  });
});
