import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { xmlHostileTextArb } from "../../../tests/arbitraries/sitemap.arb";
import { xmlText } from "./xml-text";

const unescape = (text: string) =>
  text
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&apos;", "'")
    .replaceAll("&amp;", "&");

/** XML 1.0 Char: tab, LF, CR, U+0020..U+D7FF, U+E000..U+FFFD, U+10000..U+10FFFF (whole code points). */
const isXmlChar = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) return false;
  return code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0xfffd) || code >= 0x10000;
};

describe("xmlText properties", () => {
  it("never lets markup through: no < > quotes, and every & starts one of the five entities", () => {
    fc.assert(
      fc.property(xmlHostileTextArb, (text) => {
        const escaped = xmlText(text);
        expect(escaped).not.toMatch(/[<>"']/);
        expect(escaped).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
      }),
    );
  });

  it("holds only characters XML allows, and reads back as the text without the forbidden ones", () => {
    fc.assert(
      fc.property(xmlHostileTextArb, (text) => {
        const escaped = xmlText(text);
        expect([...escaped].every(isXmlChar)).toBe(true);
        expect(unescape(escaped)).toBe([...text].filter(isXmlChar).join(""));
      }),
    );
  });
});
