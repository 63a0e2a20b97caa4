import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jsonValueArb } from "../../../tests/arbitraries/json-value.arb";
import type { z } from "zod";
import { schemaFieldNames } from "../../../tests/support/schema-field-names";
import { API_ROUTES } from "./api-routes.contract";

/** Text as people type it: padded, blank, with symbols, Cyrillic, digits; short enough to stay near the limits. */
const typedText = fc.string({
  unit: fc.constantFrom(" ", "\t", "a", "Я", "!", "1", "0", "@", ".", "+", "-", ",", ":"),
  maxLength: 24,
});

const anyValue = jsonValueArb(typedText);

/** An object with some of the schema's own fields (each holding anything) and perhaps a stranger. */
const bodyFor = (names: readonly string[], value: fc.Arbitrary<unknown>) =>
  fc
    .tuple(
      fc.record(Object.fromEntries(names.map((name) => [name, value])), { requiredKeys: [] }),
      fc.dictionary(typedText, value, { maxKeys: 1 }),
    )
    .map(([own, stranger]) => ({ ...stranger, ...own }));

const parts = Object.entries(API_ROUTES).flatMap(([operation, route]) => {
  const request: { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType } = route.request;
  return (["params", "query", "body"] as const).flatMap((part) => {
    const schema = request[part];
    return schema === undefined ? [] : [{ name: `${operation} ${part}`, part, schema }];
  });
});

describe("every request schema of the contract", () => {
  it("has schemas to check", () => {
    expect(parts.length).toBeGreaterThan(20);
  });

  it.each(parts)("$name answers a result for any input and never throws", ({ part, schema }) => {
    // Params and query arrive as text; a body may hold anything JSON can, or not be an object at all.
    const value =
      part === "body"
        ? fc.oneof({ weight: 3, arbitrary: typedText }, { weight: 1, arbitrary: anyValue })
        : fc.oneof(typedText, fc.array(typedText, { maxLength: 2 }));
    const input = fc.oneof(
      { weight: 4, arbitrary: bodyFor(schemaFieldNames(schema), value) },
      { weight: 1, arbitrary: anyValue },
    );
    fc.assert(
      fc.property(input, (candidate) => {
        const parsed = schema.safeParse(candidate);
        expect(typeof parsed.success).toBe("boolean");
      }),
      { numRuns: 500 },
    );
  });
});
