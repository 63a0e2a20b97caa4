import { describe, expect, it } from "vitest";
import { xmlProblems } from "../../../../../tests/support/xml-problems";
import { element, num, svgDocument, text } from "./svg-markup";

describe("the XML checker the image tests rely on", () => {
  it("accepts a well-formed document and reports broken ones", () => {
    expect(xmlProblems('<?xml version="1.0"?>\n<a x="1 &amp; 2"><b/>т&#1090;<!-- c --></a>\n')).toEqual([]);
    for (const broken of [
      "<a><b></a></b>",
      "<a>1 & 2</a>",
      '<a x="<"/>',
      '<a x="1" x="2"/>',
      "<a/><b/>",
      "<a>",
      "text",
      "<a>\u0001</a>",
      "<!DOCTYPE a><a/>",
      "<a x=1/>",
    ]) {
      expect(xmlProblems(broken), broken).not.toEqual([]);
    }
  });
});

describe("SVG markup", () => {
  it("writes numbers with at most two decimals and no negative zero", () => {
    expect([num(1), num(1.005), num(2 / 3), num(-0.001), num(-12.5)]).toEqual(["1", "1", "0.67", "0", "-12.5"]);
  });

  it("builds elements with escaped values and refuses names that are not XML names", () => {
    expect(element("rect", { width: 10, fill: 'x"y' })).toBe('<rect width="10" fill="x&quot;y"/>');
    expect(element("g", {}, [text("a<b"), element("circle", { r: 1.5 })])).toBe('<g>a&lt;b<circle r="1.5"/></g>');
    expect(() => element("a b")).toThrow();
    expect(() => element("rect", { 'x="1" onload': 1 })).toThrow();
  });

  it("makes a standalone, titled SVG document of a fixed size", () => {
    const svg = svgDocument(160, 90, "Обложка & <заголовок>", [element("rect", { width: 160, height: 90 })]);
    expect(xmlProblems(svg)).toEqual([]);
    expect(svg.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"')).toBe(
      true,
    );
    expect(svg).toContain('width="160" height="90" viewBox="0 0 160 90" role="img"');
    expect(svg).toContain("<title>Обложка &amp; &lt;заголовок&gt;</title>");
  });
});
