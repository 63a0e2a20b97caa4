import { describe, expect, it } from "vitest";
import { wordCount } from "./word-count";

describe("wordCount", () => {
  it("counts the words of Russian prose and ignores tags", () => {
    expect(wordCount("<p>Поступление в <strong>Китай</strong> начинается осенью.</p>")).toBe(5);
  });

  it("keeps hyphenated words whole and counts numbers and Latin words", () => {
    expect(wordCount("<li>Из-за визы X1 студент уехал в Санкт-Петербург 2 раза</li>")).toBe(9);
  });

  it("does not count punctuation, dashes or entities as words", () => {
    expect(wordCount("<p>Грант — это шанс &nbsp; « » …</p>")).toBe(3);
  });

  it("does not count attribute values as words", () => {
    expect(wordCount('<a href="/privacy-policy/">Политика</a>')).toBe(1);
  });

  it("is zero for markup without text", () => {
    expect(wordCount("<ul><li></li></ul>")).toBe(0);
  });
});
