import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type QueryValue, toQueryString } from "./query-string";

const valueArb: fc.Arbitrary<QueryValue> = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.constantFrom("", " ", "\t"),
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
);
const keyArb = fc.oneof(fc.string({ minLength: 1 }), fc.constantFrom("page", "search[model]", "price.min"));

const expectedText = (value: QueryValue): string | null => {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : null;
  if (typeof value === "boolean") return String(value);
  return value.trim() === "" ? null : value;
};

describe("toQueryString properties", () => {
  it("round-trips exactly the present values and never carries an empty one", () => {
    fc.assert(
      fc.property(fc.dictionary(keyArb, valueArb), (params) => {
        const query = toQueryString(params);
        const pairs =
          query === ""
            ? []
            : query
                .slice(1)
                .split("&")
                .map((pair) => pair.split("="));
        for (const pair of pairs) {
          expect(pair).toHaveLength(2);
          expect(pair[1]).not.toBe("");
        }
        const decoded = pairs.map(([key, value]) => [decodeURIComponent(key ?? ""), decodeURIComponent(value ?? "")]);
        const expected = Object.entries(params).flatMap(([key, value]) => {
          const text = expectedText(value);
          return text === null ? [] : [[key, text]];
        });
        expect(decoded).toEqual(expected);
        expect(new URLSearchParams(query).size).toBe(expected.length);
      }),
    );
  });
});
