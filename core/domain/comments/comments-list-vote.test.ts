import { describe, expect, it } from "vitest";
import { okValue, sampleComment, sampleListState } from "../../../tests/arbitraries/comments.arb";
import { err, ok } from "../shared/result";
import { voteComment } from "./comments-list-vote";

describe("voteComment", () => {
  const state = sampleListState([sampleComment(1, null, { likes: 2, dislikes: 1 })]);

  it("counts a first like", () => {
    expect(okValue(voteComment(state, 1, "like")).comments[0]).toMatchObject({
      likes: 3,
      dislikes: 1,
      user_vote: "like",
    });
  });

  it("moves a like to a dislike", () => {
    const liked = okValue(voteComment(state, 1, "like"));
    expect(okValue(voteComment(liked, 1, "dislike")).comments[0]).toMatchObject({
      likes: 2,
      dislikes: 2,
      user_vote: "dislike",
    });
  });

  it("ignores the same vote twice", () => {
    const liked = okValue(voteComment(state, 1, "like"));
    expect(voteComment(liked, 1, "like")).toEqual(ok(liked));
  });

  it("fails for missing or deleted comments", () => {
    expect(voteComment(state, 2, "like")).toEqual(err({ _tag: "CommentNotFound", id: 2 }));
    const deleted = sampleListState([sampleComment(1, null, { is_deleted: true })]);
    expect(voteComment(deleted, 1, "dislike")).toEqual(err({ _tag: "CommentDeleted", id: 1 }));
  });
});
