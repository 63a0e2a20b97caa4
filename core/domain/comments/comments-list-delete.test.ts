import { describe, expect, it } from "vitest";
import { okValue, sampleComment, sampleListState } from "../../../tests/arbitraries/comments.arb";
import { err, ok } from "../shared/result";
import { deleteComment } from "./comments-list-delete";

describe("deleteComment", () => {
  const state = sampleListState([
    sampleComment(1, null, { replies_count: 1 }),
    sampleComment(2, 1, { text: "Удалю позже", attachment_id: 8, user_vote: "like", likes: 3 }),
    sampleComment(3),
  ]);

  it("replaces the entry with a deleted marker in the same place", () => {
    const next = okValue(deleteComment(state, 2));
    expect(next.comments.map((c) => c.id)).toEqual([1, 2, 3]);
    expect(next.comments[1]).toEqual(
      sampleComment(2, 1, { text: "", attachment_id: null, rating: null, user_vote: null, likes: 3, is_deleted: true }),
    );
  });

  it("drops the comment from counter.all but keeps its slot in current_total and replies_count", () => {
    const next = okValue(deleteComment(state, 1));
    expect(next.counter).toEqual({ all: 2, current_total: 2 });
    expect(next.comments[0]?.replies_count).toBe(1);
  });

  it("changes nothing when the marker is deleted again", () => {
    const once = okValue(deleteComment(state, 3));
    expect(deleteComment(once, 3)).toEqual(ok(once));
  });

  it("fails for a comment that is not loaded", () => {
    expect(deleteComment(state, 42)).toEqual(err({ _tag: "CommentNotFound", id: 42 }));
  });
});
