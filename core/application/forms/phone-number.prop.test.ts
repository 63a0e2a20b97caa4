import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalisePhone } from "./phone-number";

const digits = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((d) => d.join(""));
const separatorArb = fc.constantFrom("", " ", "-", ".", "\u00a0");

/** Writes the digits with random separators and brackets, as people do. */
const written = (number: string, separators: readonly string[]) =>
  [...number].map((digit, index) => `${separators[index % separators.length] ?? ""}${digit}`).join("");

describe("normalisePhone properties", () => {
  it("reads every way of writing a Russian mobile number as the same E.164 number", () => {
    fc.assert(
      fc.property(
        digits(9, 9),
        fc.constantFrom("+7", "8", "7", ""),
        fc.array(separatorArb, { minLength: 1, maxLength: 4 }),
        (rest, prefix, separators) => {
          const parsed = normalisePhone(`${prefix}${written(`9${rest}`, separators)}`);
          expect(parsed).toEqual({ ok: true, value: `+79${rest}` });
        },
      ),
    );
  });

  it("always gives '+' and 8 to 15 digits, and is idempotent", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(..."+0123456789 -()."), maxLength: 24 }), (raw) => {
        const parsed = normalisePhone(raw);
        if (parsed.ok) {
          expect(parsed.value).toMatch(/^\+[1-9]\d{7,14}$/);
          expect(normalisePhone(parsed.value)).toEqual(parsed);
        }
      }),
    );
  });

  it("refuses any letter anywhere", () => {
    fc.assert(
      fc.property(digits(10, 11), fc.nat(), fc.constantFrom("a", "x", "д", "#", "*", ","), (number, at, letter) => {
        const index = at % (number.length + 1);
        expect(normalisePhone(`${number.slice(0, index)}${letter}${number.slice(index)}`).ok).toBe(false);
      }),
    );
  });
});
