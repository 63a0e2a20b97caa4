import { isIP } from "node:net";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sessionPlaceLabel } from "./session-place-label";

describe("sessionPlaceLabel properties", () => {
  it("for IPv4 keeps the first three parts and never shows the last", () => {
    fc.assert(
      fc.property(fc.ipV4(), (ip) => {
        const parts = ip.split(".");
        expect(sessionPlaceLabel(ip)).toBe(`сеть ${parts.slice(0, 3).join(".")}.*`);
      }),
    );
  });

  it("for IPv6 shows three groups, a network prefix no longer than /48", () => {
    fc.assert(
      fc.property(
        fc.ipV6().filter((ip) => !ip.includes(".")),
        (ip) => {
          const label = sessionPlaceLabel(ip);
          expect(label).toMatch(/^сеть [0-9a-f]{1,4}:[0-9a-f]{1,4}:[0-9a-f]{1,4}:\*$/);
        },
      ),
    );
  });

  it("is a label exactly when node reads the text as an address", () => {
    fc.assert(
      fc.property(fc.oneof(fc.ipV4(), fc.ipV6(), fc.string({ maxLength: 40 })), (text) => {
        const kind = isIP(text);
        const plain = kind === 6 && text.includes(".") && !/^::ffff:/i.test(text);
        if (plain) return;
        expect(sessionPlaceLabel(text) !== null).toBe(kind !== 0);
      }),
    );
  });
});
