import { describe, expect, it } from "vitest";
import { wrapWords } from "./wrap-words";

describe("wrapWords", () => {
  it("fills lines word by word up to the width", () => {
    expect(wrapWords("за вклад в набор студентов из России", 20, 3)).toEqual([
      "за вклад в набор",
      "студентов из России",
    ]);
    expect(wrapWords("  много   пробелов  ", 40, 2)).toEqual(["много пробелов"]);
    expect(wrapWords("", 10, 2)).toEqual([]);
  });

  it("cuts a word longer than a line", () => {
    expect(wrapWords("сверхдлинноеслово", 6, 5)).toEqual(["сверхд", "линное", "слово"]);
  });

  it("ends with an ellipsis when the text does not fit in the lines", () => {
    expect(wrapWords("один два три четыре пять", 9, 2)).toEqual(["один два", "три…"]);
    expect(wrapWords("одинодинодин", 4, 1)).toEqual(["оди…"]);
  });
});
