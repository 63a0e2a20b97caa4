import { describe, expect, it } from "vitest";
import { sampleComment, sampleListState } from "../../../tests/arbitraries/comments.arb";
import { COMMENTS_PREVIEW_SIZE, visibleComments } from "./comments-visible";

const ids = (comments: readonly { id: number }[]) => comments.map((c) => c.id);

describe("visibleComments", () => {
  const comments = [
    sampleComment(1),
    sampleComment(2),
    sampleComment(3, 2),
    sampleComment(4),
    sampleComment(5, 4),
    sampleComment(6),
  ];

  it("previews 3 root threads", () => {
    expect(COMMENTS_PREVIEW_SIZE).toBe(3);
  });

  it("shows the first 3 root comments with their replies while collapsed", () => {
    expect(ids(visibleComments(sampleListState(comments)))).toEqual([1, 2, 3, 4, 5]);
  });

  it("shows everything once expanded", () => {
    expect(ids(visibleComments(sampleListState(comments, { show_all_comments: true })))).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("shows a short list whole", () => {
    expect(ids(visibleComments(sampleListState(comments.slice(0, 3))))).toEqual([1, 2, 3]);
  });
});
