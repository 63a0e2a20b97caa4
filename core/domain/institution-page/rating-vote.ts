import { err, ok, type Result } from "../shared/result";

/** A visitor's vote for an institution: one to five stars. */
export type RatingVote = 1 | 2 | 3 | 4 | 5;

export type RatingVoteError = { readonly _tag: "InvalidVote"; readonly input: unknown };

const VOTES: readonly RatingVote[] = [1, 2, 3, 4, 5];

/** Reads a vote from a form value ("4") or a number; anything but a whole 1..5 is an error value. */
export const parseRatingVote = (input: unknown): Result<RatingVote, RatingVoteError> => {
  const text = typeof input === "number" ? String(input) : typeof input === "string" ? input.trim() : "";
  const vote = VOTES.find((candidate) => String(candidate) === text);
  return vote === undefined ? err({ _tag: "InvalidVote", input }) : ok(vote);
};
