import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatQueryString, type QueryPair } from "./query-string-format";
import { parseQueryString } from "./query-string-parse";

const keyArb = fc.constantFrom("country", "city", "title", "filter.cities", "lang-courses");
const textArb = fc.string({ unit: "grapheme", maxLength: 10 });
const itemArb = fc.string({ unit: fc.constantFrom("a", "я", " ", "&", "=", "+", "%", "#", "-", "😀"), minLength: 1 });

const pairsArb: fc.Arbitrary<readonly QueryPair[]> = fc.uniqueArray(
  fc.tuple(keyArb, fc.oneof(textArb, fc.array(itemArb, { maxLength: 4 }))),
  { selector: ([key]) => key },
);

describe("formatQueryString properties", () => {
  it("reads back every non-empty value through parseQueryString", () => {
    fc.assert(
      fc.property(pairsArb, (pairs) => {
        const parsed = parseQueryString(formatQueryString(pairs));
        for (const [key, value] of pairs) {
          const expected = typeof value === "string" ? value : value.join(",");
          expect(parsed.get(key)).toBe(expected === "" ? undefined : expected);
        }
      }),
    );
  });

  it("never writes an empty value or an empty list item", () => {
    fc.assert(
      fc.property(pairsArb, (pairs) => {
        const search = formatQueryString(pairs);
        for (const part of search
          .slice(1)
          .split("&")
          .filter((p) => p !== "")) {
          const value = part.slice(part.indexOf("=") + 1);
          expect(value).not.toBe("");
          expect(value.split(",")).not.toContain("");
        }
      }),
    );
  });
});
