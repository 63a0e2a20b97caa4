import { describe, expect, it } from "vitest";
import { sampleComment } from "../../../tests/arbitraries/comments.arb";
import { freshComments, locateComment, replaceCommentAt } from "./comments-list-lookup";

describe("comments list lookup", () => {
  const comments = [sampleComment(1), sampleComment(2, 1), sampleComment(3)];

  it("locates a loaded comment and reports a missing one as null", () => {
    expect(locateComment(comments, 2)).toEqual({ index: 1, comment: comments[1] });
    expect(locateComment(comments, 9)).toBeNull();
  });

  it("replaces one entry by index", () => {
    const edited = sampleComment(2, 1, { text: "Новый текст" });
    expect(replaceCommentAt(comments, 1, edited)).toEqual([comments[0], edited, comments[2]]);
  });

  it("keeps only unseen ids, first occurrence wins", () => {
    const incoming = [sampleComment(3), sampleComment(4), sampleComment(4, null, { text: "Повтор" }), sampleComment(5)];
    expect(freshComments(comments, incoming).map((c) => [c.id, c.text])).toEqual([
      [4, "Комментарий 4"],
      [5, "Комментарий 5"],
    ]);
  });
});
