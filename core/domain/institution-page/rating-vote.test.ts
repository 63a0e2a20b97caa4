import { describe, expect, it } from "vitest";
import { parseRatingVote } from "./rating-vote";

describe("parseRatingVote", () => {
  it("reads one to five stars from a form value or a number", () => {
    expect(parseRatingVote("4")).toEqual({ ok: true, value: 4 });
    expect(parseRatingVote(" 1 ")).toEqual({ ok: true, value: 1 });
    expect(parseRatingVote(5)).toEqual({ ok: true, value: 5 });
  });

  it("refuses anything else as a value", () => {
    for (const input of ["0", "6", "4.5", "04", "", "четыре", null, undefined, 3.5, Number.NaN]) {
      expect(parseRatingVote(input)).toEqual({ ok: false, error: { _tag: "InvalidVote", input } });
    }
  });
});
