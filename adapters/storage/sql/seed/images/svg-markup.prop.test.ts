import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { xmlProblems } from "../../../../../tests/support/xml-problems";
import { element, svgDocument, text } from "./svg-markup";

const specialArb = fc.constantFrom("<", ">", "&", '"', "'", "&amp;", "]]>");
const codeUnitArb = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

/** Any text: every code point, lone surrogates and control characters included, with the XML specials often. */
const anyTextArb = fc.string({
  unit: fc.oneof(specialArb, fc.string({ unit: "binary", minLength: 1, maxLength: 1 }), codeUnitArb),
});

describe("SVG markup properties", () => {
  it("keeps any text well-formed, in elements and attributes alike", () => {
    fc.assert(
      fc.property(anyTextArb, anyTextArb, (title, content) => {
        const svg = svgDocument(10, 10, title, [element("text", { "aria-label": content }, [text(content)])]);
        expect(xmlProblems(svg)).toEqual([]);
      }),
    );
  });
});
