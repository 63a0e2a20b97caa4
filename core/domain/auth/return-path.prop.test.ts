import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./return-path";

const pathChar = fc.constantFrom(..."abcz09-_.~/?&=#%:@!$'()*+,;АЯ".split(""));

describe("safeReturnPath properties", () => {
  it("keeps every short path of safe characters that starts with a single slash", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(..."abc09-_.?#АЯ".split("")),
        fc.string({ unit: pathChar, maxLength: 200 }),
        (first, rest) => {
          const path = `/${first}${rest}`;
          expect(safeReturnPath(path)).toBe(path);
        },
      ),
    );
  });

  it("whatever it keeps stays on this site: an unchanged path that a URL parser resolves to the same origin", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (candidate) => {
        const kept = safeReturnPath(candidate);
        if (kept === null) return;
        expect(kept).toBe(candidate);
        expect(new URL(kept, "https://shuyuan.test").origin).toBe("https://shuyuan.test");
      }),
    );
  });

  it("never keeps a value with a scheme, two leading slashes or a backslash", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("https://", "//", "/\\", "\\", "javascript:", "http:"),
        fc.string({ unit: pathChar, maxLength: 50 }),
        (prefix, rest) => {
          expect(safeReturnPath(`${prefix}${rest}`)).toBeNull();
        },
      ),
    );
  });
});
