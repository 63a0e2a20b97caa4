import { describe, expect, it } from "vitest";
import { xmlText } from "./xml-text";

describe("xmlText", () => {
  it("escapes the five markup characters", () => {
    expect(xmlText(`a & b < c > d " e ' f`)).toBe("a &amp; b &lt; c &gt; d &quot; e &apos; f");
    expect(xmlText("&amp;")).toBe("&amp;amp;");
  });

  it("keeps Cyrillic, emoji, tab and newlines, and drops what XML cannot hold", () => {
    expect(xmlText("Пекин 😀\t\n")).toBe("Пекин 😀\t\n");
    expect(xmlText("a\u0000b\u0008c\u001fd\ufffee\ud800f")).toBe("abcdef");
  });

  it("leaves plain URLs alone", () => {
    expect(xmlText("https://shuyuan.ru/universities/china/")).toBe("https://shuyuan.ru/universities/china/");
  });
});
