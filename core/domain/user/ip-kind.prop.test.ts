import { isIP as nodeIsIP } from "node:net";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isIP } from "./ip-kind";

describe("isIP properties", () => {
  it("agrees with node's isIP for addresses without an embedded IPv4 part and for random text", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.ipV4(),
          fc.ipV6().filter((ip) => !ip.includes(".")),
          fc.string({ unit: fc.constantFrom("0", "1", "a", "f", ":", ".", "g"), maxLength: 20 }),
        ),
        (text) => {
          if (nodeIsIP(text) === 6 && text.includes(".")) return;
          expect(isIP(text)).toBe(nodeIsIP(text));
        },
      ),
    );
  });
});
