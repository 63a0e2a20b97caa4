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

  it("takes the attachment's address the server answered, and keeps it only while the attachment is the same", () => {
    const pictured = sampleListState([
      sampleComment(1, null, { attachment_id: 5, attachment_url: "/uploads/a1b/2c3/a1b2c3.webp" }),
    ]);
    expect(okValue(editComment(pictured, { id: 1, text: "Новый", attachment_id: 5 })).comments[0]?.attachment_url).toBe(
      "/uploads/a1b/2c3/a1b2c3.webp",
    );
    expect(
      okValue(editComment(pictured, { id: 1, text: "Новый", attachment_id: null })).comments[0]?.attachment_url,
    ).toBeNull();
    expect(
      okValue(
        editComment(pictured, {
          id: 1,
          text: "Новый",
          attachment_id: 6,
          attachment_url: "/uploads/d4e/5f6/d4e5f6.webp",
        }),
      ).comments[0]?.attachment_url,
    ).toBe("/uploads/d4e/5f6/d4e5f6.webp");
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
