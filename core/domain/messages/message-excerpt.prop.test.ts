import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EXCERPT_MAX_LENGTH, messageExcerpt } from "./message-excerpt";

describe("messageExcerpt", () => {
  it("keeps a short message whole, with its whitespace folded", () => {
    expect(messageExcerpt("  Пришлите,\n\n пожалуйста,   перевод  ")).toBe("Пришлите, пожалуйста, перевод");
  });

  it("cuts a long message with an ellipsis", () => {
    expect(messageExcerpt("абвгд ежзик", 8)).toBe("абвгд е…");
  });

  it("is never longer than the limit and never splits a surrogate pair", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 300 }), fc.integer({ min: 2, max: 200 }), (text, max) => {
        const excerpt = messageExcerpt(text, max);
        expect([...excerpt].length).toBeLessThanOrEqual(max);
        expect(excerpt).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/u);
      }),
    );
  });

  it("is the folded text itself whenever that fits", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: EXCERPT_MAX_LENGTH }), (text) => {
        const folded = text.replace(/\s+/gu, " ").trim();
        if ([...folded].length <= EXCERPT_MAX_LENGTH) expect(messageExcerpt(text)).toBe(folded);
      }),
    );
  });
});
