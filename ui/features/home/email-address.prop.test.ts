import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emailAddress } from "./email-address";

describe("emailAddress properties", () => {
  it("finds every well-formed address, whatever spaces surround it", () => {
    fc.assert(
      fc.property(
        fc.emailAddress(),
        fc.stringMatching(/^ {0,3}$/),
        fc.stringMatching(/^ {0,3}$/),
        (address, before, after) => {
          expect(emailAddress(`${before}${address}${after}`)).toBe(address);
        },
      ),
    );
  });

  it("whatever it returns has one @ and no spaces", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const found = emailAddress(text);
        if (found !== null) expect(found).toMatch(/^[^\s@]+@[^\s@]+$/);
      }),
    );
  });
});
