import { describe, expect, it } from "vitest";
import { commentTextKey } from "./comment-text-key";

describe("commentTextKey", () => {
  it.each([
    ["  Хороший   университет \n", "хороший университет"],
    ["ХОРОШИЙ\tУниверситет", "хороший университет"],
    ["Ёлка\u00a0и\u2003ель", "ёлка и ель"],
    ["ＡＢＣ ﬁne", "abc fine"],
    ["Straße", "strasse"],
  ])("reads %j as %j", (text, key) => {
    expect(commentTextKey(text)).toBe(key);
  });

  it("keeps different words apart", () => {
    expect(commentTextKey("Ёлка")).not.toBe(commentTextKey("Елка"));
    expect(commentTextKey("хороший университет")).not.toBe(commentTextKey("хорошийуниверситет"));
  });
});
