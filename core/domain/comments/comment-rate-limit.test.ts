import { describe, expect, it } from "vitest";
import { COMMENT_RATE_WINDOWS, commentRateVerdict } from "./comment-rate-limit";

const NOW = new Date("2026-11-28T12:00:00.000Z");
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);

describe("commentRateVerdict", () => {
  it("holds the figures of ADR 061: 5 in 10 minutes, 30 in 24 hours", () => {
    expect(COMMENT_RATE_WINDOWS).toEqual([
      { seconds: 600, max: 5 },
      { seconds: 86_400, max: 30 },
    ]);
  });

  it("allows the fifth comment in 10 minutes and refuses the sixth until the oldest is 10 minutes old", () => {
    const four = [ago(540), ago(300), ago(120), ago(10)];
    expect(commentRateVerdict(four, NOW)).toEqual({ _tag: "Allowed" });
    expect(commentRateVerdict([...four, ago(1)], NOW)).toEqual({ _tag: "TooManyComments", retry_after_seconds: 60 });
  });

  it("does not count a comment exactly one window old", () => {
    expect(commentRateVerdict([ago(600), ago(300), ago(120), ago(60), ago(10)], NOW)).toEqual({ _tag: "Allowed" });
  });

  it("refuses the 31st comment in a day with the wait of the day window", () => {
    const day = Array.from({ length: 30 }, (_, i) => ago(3_600 + i * 600));
    const verdict = commentRateVerdict(day, NOW);
    expect(verdict).toEqual({ _tag: "TooManyComments", retry_after_seconds: 86_400 - (3_600 + 29 * 600) });
  });

  it("rounds a part of a second up to a whole second", () => {
    const sent = [1, 2, 3, 4, 5].map((s) => new Date(NOW.getTime() - 599_999 + s));
    expect(commentRateVerdict(sent, NOW)).toEqual({ _tag: "TooManyComments", retry_after_seconds: 1 });
  });
});
