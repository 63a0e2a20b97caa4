import { describe, expect, it } from "vitest";
import { okValue, sampleComment, sampleListState } from "../../../tests/arbitraries/comments.arb";
import { err } from "../shared/result";
import { addComment } from "./comments-list-add";

const ids = (state: { comments: readonly { id: number }[] }) => state.comments.map((c) => c.id);

describe("addComment", () => {
  const state = sampleListState([sampleComment(1), sampleComment(2, 1), sampleComment(3)]);

  it("puts a new top-level comment at the top, marked new, and counts it", () => {
    const next = okValue(addComment(state, sampleComment(4, null, { text: "Отличный университет" })));
    expect(ids(next)).toEqual([4, 1, 2, 3]);
    expect(next.comments[0]).toMatchObject({ text: "Отличный университет", is_new: true });
    expect(next.counter).toEqual({ all: 4, current_total: 3 });
  });

  it("puts a reply directly after its parent and counts it on the parent", () => {
    const next = okValue(addComment(state, sampleComment(5, 1, { text: "Спасибо!" })));
    expect(ids(next)).toEqual([1, 5, 2, 3]);
    expect(next.comments[0]?.replies_count).toBe(1);
    expect(next.counter).toEqual({ all: 4, current_total: 2 });
  });

  it("puts a reply to a reply directly after that reply", () => {
    expect(ids(okValue(addComment(state, sampleComment(6, 2))))).toEqual([1, 2, 6, 3]);
  });

  it("refuses an id already in the list", () => {
    expect(addComment(state, sampleComment(3))).toEqual(err({ _tag: "DuplicateCommentId", id: 3 }));
  });

  it("refuses a reply whose parent is not loaded", () => {
    expect(addComment(state, sampleComment(7, 99))).toEqual(err({ _tag: "ParentNotFound", parent_id: 99 }));
  });

  it("refuses a reply to a deleted comment", () => {
    const withDeleted = sampleListState([sampleComment(1, null, { is_deleted: true })]);
    expect(addComment(withDeleted, sampleComment(2, 1))).toEqual(err({ _tag: "CommentDeleted", id: 1 }));
  });
});
