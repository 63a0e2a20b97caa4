import { describe, expect, it } from "vitest";
import { okValue, sampleComment, sampleListState } from "../../../tests/arbitraries/comments.arb";
import { err } from "../shared/result";
import { commentVotesCounted, voteComment } from "./comments-list-vote";

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

  it("takes the vote back when the same action comes twice", () => {
    const liked = okValue(voteComment(state, 1, "like"));
    expect(okValue(voteComment(liked, 1, "like"))).toEqual(state);
  });

  it("takes the server's counted votes", () => {
    expect(
      okValue(commentVotesCounted(state, 1, { likes: 9, dislikes: 4, user_vote: "dislike" })).comments[0],
    ).toMatchObject({
      likes: 9,
      dislikes: 4,
      user_vote: "dislike",
      text: "Комментарий 1",
    });
    expect(commentVotesCounted(state, 2, { likes: 0, dislikes: 0, user_vote: null })).toEqual(
      err({ _tag: "CommentNotFound", id: 2 }),
    );
  });

  it("fails for missing or deleted comments", () => {
    expect(voteComment(state, 2, "like")).toEqual(err({ _tag: "CommentNotFound", id: 2 }));
    const deleted = sampleListState([sampleComment(1, null, { is_deleted: true })]);
    expect(voteComment(deleted, 1, "dislike")).toEqual(err({ _tag: "CommentDeleted", id: 1 }));
  });
});
