import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CommentRateWindow, COMMENT_RATE_WINDOWS, commentRateVerdict } from "./comment-rate-limit";

const NOW_MS = Date.parse("2026-11-28T12:00:00.000Z");
const DAY_MS = 86_400_000;

/** Send times within two days before now (and a little ahead of it: a clock moved back). */
const sentTimes = fc.array(fc.integer({ min: -2 * DAY_MS, max: 60_000 }), { maxLength: 45 }).map((offsets) => ({
  offsets,
  dates: offsets.map((offset) => new Date(NOW_MS + offset)),
}));

/** Dense bursts, so that the 10-minute window is often full. */
const burst = fc.array(fc.integer({ min: -900_000, max: 0 }), { minLength: 3, maxLength: 12 }).map((offsets) => ({
  offsets,
  dates: offsets.map((offset) => new Date(NOW_MS + offset)),
}));

const windowArb: fc.Arbitrary<CommentRateWindow> = fc.record({
  seconds: fc.integer({ min: 1, max: 100_000 }),
  max: fc.integer({ min: 1, max: 10 }),
});

const countedIn = (offsets: readonly number[], nowMs: number, window: CommentRateWindow) =>
  offsets.filter((offset) => NOW_MS + offset > nowMs - window.seconds * 1000).length;

describe("commentRateVerdict properties", () => {
  it("allows exactly when every window holds fewer than its max", () => {
    fc.assert(
      fc.property(fc.oneof(sentTimes, burst), fc.array(windowArb, { minLength: 1, maxLength: 3 }), (sent, windows) => {
        const roomEverywhere = windows.every((window) => countedIn(sent.offsets, NOW_MS, window) < window.max);
        expect(commentRateVerdict(sent.dates, new Date(NOW_MS), windows)._tag === "Allowed").toBe(roomEverywhere);
      }),
    );
  });

  it("a refused author is allowed after the wait, and still refused a second before it", () => {
    fc.assert(
      fc.property(fc.oneof(sentTimes, burst), (sent) => {
        const verdict = commentRateVerdict(sent.dates, new Date(NOW_MS));
        if (verdict._tag === "Allowed") return;
        const wait = verdict.retry_after_seconds;
        expect(wait).toBeGreaterThanOrEqual(1);
        expect(commentRateVerdict(sent.dates, new Date(NOW_MS + wait * 1000))).toEqual({ _tag: "Allowed" });
        if (wait > 1) {
          expect(commentRateVerdict(sent.dates, new Date(NOW_MS + (wait - 1) * 1000))._tag).toBe("TooManyComments");
        }
      }),
    );
  });

  it("never asks to wait longer than the longest window when no comment is ahead of the clock", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -2 * DAY_MS, max: 0 }), { maxLength: 45 }), (offsets) => {
        const verdict = commentRateVerdict(
          offsets.map((offset) => new Date(NOW_MS + offset)),
          new Date(NOW_MS),
        );
        if (verdict._tag === "TooManyComments") expect(verdict.retry_after_seconds).toBeLessThanOrEqual(86_400);
      }),
    );
  });

  it("an author who keeps sending whenever allowed never has more than a window's max inside it", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 400_000 }), { minLength: 1, maxLength: 60 }), (gaps) => {
        const accepted: number[] = [];
        let nowMs = NOW_MS;
        for (const gap of gaps) {
          nowMs += gap;
          const verdict = commentRateVerdict(
            accepted.map((ms) => new Date(ms)),
            new Date(nowMs),
          );
          if (verdict._tag === "Allowed") accepted.push(nowMs);
        }
        for (const window of COMMENT_RATE_WINDOWS) {
          for (const end of accepted) {
            const inside = accepted.filter((ms) => ms > end - window.seconds * 1000 && ms <= end).length;
            expect(inside).toBeLessThanOrEqual(window.max);
          }
        }
      }),
    );
  });

  it("is blind to the order of the send times", () => {
    fc.assert(
      fc.property(fc.oneof(sentTimes, burst), (sent) => {
        const now = new Date(NOW_MS);
        expect(commentRateVerdict([...sent.dates].reverse(), now)).toEqual(commentRateVerdict(sent.dates, now));
      }),
    );
  });
});
