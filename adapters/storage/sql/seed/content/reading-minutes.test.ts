import { describe, expect, it } from "vitest";
import { readingMinutes } from "./reading-minutes";

const words = (n: number) => `<p>${Array.from({ length: n }, () => "слово").join(" ")}</p>`;

describe("readingMinutes", () => {
  it("is one minute for an empty or short text", () => {
    expect(readingMinutes("")).toBe(1);
    expect(readingMinutes(words(10))).toBe(1);
  });

  it("is exactly three minutes for 540 words", () => {
    expect(readingMinutes(words(540))).toBe(3);
  });

  it("rounds a started minute up", () => {
    expect(readingMinutes(words(541))).toBe(4);
  });
});
