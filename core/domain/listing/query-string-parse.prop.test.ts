import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseQueryString } from "./query-string-parse";

const text = fc.string({ unit: "grapheme", maxLength: 12 });

describe("parseQueryString properties", () => {
  it("agrees with URLSearchParams on the first value of every key", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(text, text), { maxLength: 6 }), (pairs) => {
        const search = new URLSearchParams(pairs.map(([k, v]) => [k, v])).toString();
        const model = new URLSearchParams(search);
        const parsed = parseQueryString(`?${search}`);
        for (const key of model.keys()) {
          expect(parsed.get(key)).toBe(model.get(key));
        }
        expect(parsed.size).toBe(new Set(model.keys()).size);
      }),
    );
  });

  it("never throws on arbitrary input", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("%", "E", "0", "+", "=", "&", "?", "a", "Я") }), (search) => {
        expect(() => parseQueryString(search)).not.toThrow();
      }),
    );
  });
});
