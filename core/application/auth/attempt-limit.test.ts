import { describe, expect, it } from "vitest";
import { attemptVerdict, tooManyAttempts } from "./attempt-limit";

const now = new Date("2026-03-01T09:00:00.000Z");
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const limit = { max: 5, windowSeconds: 900 };

describe("attemptVerdict", () => {
  it("allows while fewer than max attempts are in the window", () => {
    expect(attemptVerdict([ago(10), ago(20), ago(30), ago(40)], now, limit)).toEqual({ _tag: "Allowed" });
  });

  it("refuses at max attempts until the oldest counted one is 15 minutes old", () => {
    const times = [ago(600), ago(500), ago(400), ago(300), ago(200)];
    expect(attemptVerdict(times, now, limit)).toEqual({ _tag: "Limited", retryAfterSeconds: 300 });
  });

  it("ignores attempts that are exactly a window old or older", () => {
    expect(attemptVerdict([ago(900), ago(1000), ago(1), ago(2), ago(3), ago(4)], now, limit)).toEqual({
      _tag: "Allowed",
    });
  });

  it("with more than max attempts, waits for enough of them to age out", () => {
    const times = [ago(800), ago(700), ago(600), ago(500), ago(400), ago(300), ago(200)];
    // 7 counted, room for one more when 3 have aged out: the third oldest (600 s ago) frees in 300 s.
    expect(attemptVerdict(times, now, limit)).toEqual({ _tag: "Limited", retryAfterSeconds: 300 });
  });

  it("never asks to wait less than one second", () => {
    const times = [ago(899.9), ago(5), ago(4), ago(3), ago(2)];
    expect(attemptVerdict(times, now, limit)).toEqual({ _tag: "Limited", retryAfterSeconds: 1 });
  });

  it("turns a limited verdict into the TooManyAttempts failure", () => {
    expect(tooManyAttempts({ _tag: "Limited", retryAfterSeconds: 42 })).toEqual({
      _tag: "TooManyAttempts",
      retryAfterSeconds: 42,
    });
    expect(tooManyAttempts({ _tag: "Allowed" })).toBeNull();
  });
});
