import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { resetPasswordLink } from "./reset-password-link";

const originArb = fc
  .tuple(fc.constantFrom("http", "https"), fc.domain(), fc.option(fc.integer({ min: 1, max: 65535 })), fc.boolean())
  .map(([scheme, host, port, slash]) => `${scheme}://${host}${port === null ? "" : `:${port}`}${slash ? "/" : ""}`);

describe("resetPasswordLink properties", () => {
  it("a URL parser reads back the origin, the reset page and exactly the code", () => {
    fc.assert(
      fc.property(originArb, fc.string({ minLength: 1, maxLength: 80 }), (origin, code) => {
        const url = new URL(resetPasswordLink(origin, code));
        expect(url.origin).toBe(new URL(origin).origin);
        expect(url.pathname).toBe("/reset-password/");
        expect(url.searchParams.get("code")).toBe(code);
        expect([...url.searchParams.keys()]).toEqual(["code"]);
      }),
    );
  });
});
