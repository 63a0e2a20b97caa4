import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COMMENT_EXCERPT_MAX, commentExcerpt } from "./comment-excerpt";

const text = fc.string({ unit: fc.constantFrom("a", "я", "字", "😀", " ", "\n", "\t"), maxLength: 900 });

describe("commentExcerpt", () => {
  it("is never longer than the limit and has no runs of blanks or blank ends", () => {
    fc.assert(
      fc.property(text, (raw) => {
        const excerpt = commentExcerpt(raw);
        expect([...excerpt].length).toBeLessThanOrEqual(COMMENT_EXCERPT_MAX);
        expect(excerpt).not.toMatch(/\s\s|^\s|\s$|[\n\t]/u);
      }),
    );
  });

  it("keeps a short text whole and starts a cut one with the text's beginning", () => {
    fc.assert(
      fc.property(text, (raw) => {
        const flat = raw.replace(/\s+/gu, " ").trim();
        const excerpt = commentExcerpt(raw);
        if ([...flat].length <= COMMENT_EXCERPT_MAX) expect(excerpt).toBe(flat);
        else {
          expect(excerpt.endsWith("…")).toBe(true);
          expect(flat.startsWith(excerpt.slice(0, -1))).toBe(true);
        }
      }),
    );
  });
});
