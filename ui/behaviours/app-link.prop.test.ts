import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { appLinkTarget } from "./app-link";

const origin = fc.constantFrom("https://shuyuan.ru", "https://example.com", "http://shuyuan.ru");
const path = fc.constantFrom("/", "/universities/", "/universities/china/beijing/", "/faq/");
const search = fc.constantFrom("", "?page=2", "?title=%D0%9F%D0%B5%D0%BA%D0%B8%D0%BD");
const hash = fc.constantFrom("", "#map", "#listing-page-2");
const anchor = fc.record({
  origin,
  pathname: path,
  search,
  hash,
  target: fc.constantFrom("", "_self", "_blank", "frame"),
  download: fc.boolean(),
  appLink: fc.boolean(),
});
const click = fc.record({
  button: fc.constantFrom(0, 1, 2),
  metaKey: fc.boolean(),
  ctrlKey: fc.boolean(),
  shiftKey: fc.boolean(),
  altKey: fc.boolean(),
  defaultPrevented: fc.boolean(),
});
const here = fc.record({ origin, pathname: path, search });

describe("appLinkTarget (properties)", () => {
  it("takes a click only when every condition holds, and then goes exactly where the link points", () => {
    fc.assert(
      fc.property(anchor, click, here, (a, c, h) => {
        const to = appLinkTarget(a, c, h);
        const plainClick = c.button === 0 && !c.metaKey && !c.ctrlKey && !c.shiftKey && !c.altKey;
        const samePageJump = a.pathname === h.pathname && a.search === h.search && a.hash !== "";
        const taken =
          a.appLink &&
          !c.defaultPrevented &&
          plainClick &&
          (a.target === "" || a.target === "_self") &&
          !a.download &&
          a.origin === h.origin &&
          !samePageJump;
        expect(to).toBe(taken ? `${a.pathname}${a.search}${a.hash}` : null);
      }),
    );
  });
});
