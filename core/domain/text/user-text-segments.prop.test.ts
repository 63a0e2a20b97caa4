import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LINK_ALLOW_LIST, userTextSegments } from "./user-text-segments";

const pieceArb = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom(
    "https://www.csc.edu.cn/",
    "https://cucas.cn/apply?x=1",
    "https://evil.example/",
    "http://chinesetest.cn/",
    "<script>alert(1)</script>",
    '<img src=x onerror="alert(1)">',
    ". ",
    "\n",
  ),
);
const textArb = fc.array(pieceArb, { maxLength: 8 }).map((pieces) => pieces.join(""));

describe("userTextSegments properties", () => {
  it("joins back to the text, with no two text pieces in a row and none empty", () => {
    fc.assert(
      fc.property(textArb, (text) => {
        const segments = userTextSegments(text);
        expect(segments.map((segment) => segment.text).join("")).toBe(text);
        expect(segments.every((segment) => segment.text !== "")).toBe(true);
        segments.forEach((segment, i) => {
          if (i > 0 && segment.kind === "text") expect(segments[i - 1]?.kind).toBe("link");
        });
      }),
    );
  });

  it("links only https addresses of allowed hosts", () => {
    fc.assert(
      fc.property(textArb, (text) => {
        for (const segment of userTextSegments(text)) {
          if (segment.kind !== "link") continue;
          const url = new URL(segment.href);
          expect(url.protocol).toBe("https:");
          expect(
            LINK_ALLOW_LIST.some((host) => url.hostname === host || url.hostname.endsWith(`.${host}`)) ||
              url.hostname.endsWith(".edu.cn"),
          ).toBe(true);
        }
      }),
    );
  });
});
