import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { commentArb, okValue, sampleListState } from "../../../tests/arbitraries/comments.arb";
import type { CommentVote } from "./comment";
import { voteComment } from "./comments-list-vote";
import { nextVote } from "./next-vote";

const voteArb = fc.constantFrom("like" as const, "dislike" as const);

/** A live comment whose counts already include its current vote, as the server reports them. */
const liveComment = commentArb(1, null).map((c) => ({
  ...c,
  is_deleted: false,
  likes: c.likes + (c.user_vote === "like" ? 1 : 0),
  dislikes: c.dislikes + (c.user_vote === "dislike" ? 1 : 0),
}));

describe("voteComment properties", () => {
  it("ends with the chosen vote or none when it repeats the vote held, the total moving by at most one", () => {
    fc.assert(
      fc.property(liveComment, voteArb, (comment, action) => {
        const voted = okValue(voteComment(sampleListState([comment]), 1, action)).comments[0];
        const before = comment.likes + comment.dislikes;
        const after = (voted?.likes ?? 0) + (voted?.dislikes ?? 0);
        if (comment.user_vote === action) {
          expect(voted?.user_vote).toBeNull();
          expect(after).toBe(before - 1);
        } else {
          expect(voted?.user_vote).toBe(action);
          expect(after).toBe(comment.user_vote === null ? before + 1 : before);
        }
      }),
    );
  });

  it("agrees with a tally model over any sequence of votes", () => {
    fc.assert(
      fc.property(liveComment, fc.array(voteArb, { maxLength: 8 }), (comment, votes) => {
        const final = votes.reduce((s, v) => okValue(voteComment(s, 1, v)), sampleListState([comment])).comments[0];
        const last = votes.reduce<CommentVote | null>((held, v) => nextVote(held, v), comment.user_vote);
        const base = { like: comment.likes, dislike: comment.dislikes };
        if (comment.user_vote !== null) base[comment.user_vote] -= 1;
        if (last !== null) base[last] += 1;
        expect(final).toMatchObject({ likes: base.like, dislikes: base.dislike, user_vote: last });
      }),
    );
  });
});
