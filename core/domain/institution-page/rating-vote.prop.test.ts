import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseRatingVote } from "./rating-vote";

describe("parseRatingVote properties", () => {
  it("accepts exactly the whole numbers 1 to 5, as text or number", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -10, max: 20 }), fc.double({ noNaN: true })), (n) => {
        const valid = Number.isInteger(n) && n >= 1 && n <= 5;
        expect(parseRatingVote(n).ok).toBe(valid);
        expect(parseRatingVote(String(n)).ok).toBe(valid);
      }),
    );
  });

  it("never throws and reads a vote back as itself", () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        const vote = parseRatingVote(input);
        if (vote.ok) expect(parseRatingVote(String(vote.value))).toEqual(vote);
      }),
    );
  });
});
