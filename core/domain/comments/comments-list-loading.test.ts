import { describe, expect, it } from "vitest";
import { sampleComment, sampleListState } from "../../../tests/arbitraries/comments.arb";
import { commentsLoadFailed, startCommentsLoading } from "./comments-list-loading";

describe("comments loading flag", () => {
  const state = sampleListState([sampleComment(1)]);

  it("raises the flag when a request starts", () => {
    expect(startCommentsLoading(state)).toEqual({ ...state, loading: true });
  });

  it("lowers it on failure and keeps the list", () => {
    expect(commentsLoadFailed(startCommentsLoading(state))).toEqual(state);
  });
});
