import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { telHref } from "./tel-href";

const formattingArb = fc.string({ unit: fc.constantFrom(" ", "-", "(", ")", "."), maxLength: 2 });
const digitArb = fc.constantFrom(..."0123456789");
const phoneArb = fc
  .tuple(fc.boolean(), fc.array(fc.tuple(formattingArb, digitArb), { minLength: 1, maxLength: 15 }), formattingArb)
  .map(([plus, parts, tail]) => ({
    text: `${plus ? "+" : ""}${parts.map(([f, d]) => f + d).join("")}${tail}`,
    plus,
    digits: parts.map(([, d]) => d).join(""),
  }));

describe("telHref properties", () => {
  it("dials exactly the digits typed, in order, with the plus when the number starts with one", () => {
    fc.assert(
      fc.property(phoneArb, ({ text, plus, digits }) => {
        expect(telHref(text)).toBe(`tel:${plus ? "+" : ""}${digits}`);
      }),
    );
  });

  it("always yields a well-formed link or nothing", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const href = telHref(text);
        if (href !== null) expect(href).toMatch(/^tel:\+?\d+$/);
        else expect(text).not.toMatch(/\d/);
      }),
    );
  });
});
