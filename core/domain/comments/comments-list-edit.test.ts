import { describe, expect, it } from "vitest";
import { okValue, sampleComment, sampleListState } from "../../../tests/arbitraries/comments.arb";
import { err } from "../shared/result";
import { editComment } from "./comments-list-edit";

describe("editComment", () => {
  const state = sampleListState([sampleComment(1), sampleComment(2, 1), sampleComment(3)]);

  it("replaces the entry in place with the new text and attachment, marked updated", () => {
    const next = okValue(editComment(state, { id: 2, text: "Исправленный текст", attachment_id: 40 }));
    expect(next.comments.map((c) => c.id)).toEqual([1, 2, 3]);
    expect(next.comments[1]).toEqual(
      sampleComment(2, 1, { text: "Исправленный текст", attachment_id: 40, is_updated: true }),
    );
    expect(next.counter).toEqual(state.counter);
  });

  it("fails for a comment that is not loaded", () => {
    expect(editComment(state, { id: 9, text: "Текст", attachment_id: null })).toEqual(
      err({ _tag: "CommentNotFound", id: 9 }),
    );
  });

  it("fails for a deleted comment", () => {
    const deleted = sampleListState([sampleComment(1, null, { is_deleted: true, text: "" })]);
    expect(editComment(deleted, { id: 1, text: "Текст", attachment_id: null })).toEqual(
      err({ _tag: "CommentDeleted", id: 1 }),
    );
  });
});
