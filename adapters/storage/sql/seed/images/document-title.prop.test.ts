import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { splitDocumentTitle } from "./document-title";

const wordArb = fc.string({
  unit: fc.constantFrom(..."абвгдеёжзийклмнопрстуфхцчшщыэюя:()0123456789"),
  minLength: 1,
  maxLength: 12,
});

describe("splitDocumentTitle properties", () => {
  it("splits between words, losing none: heading + rest is the title with single spaces", () => {
    fc.assert(
      fc.property(fc.array(wordArb, { maxLength: 8 }), fc.constantFrom(" ", "  ", "\n"), (words, gap) => {
        const { heading, rest } = splitDocumentTitle(words.join(gap));
        expect([heading, rest].filter((part) => part !== "").join(" ")).toBe(words.join(" "));
        expect(heading.split(" ").filter((word) => word !== "").length).toBeLessThanOrEqual(2);
      }),
    );
  });
});
