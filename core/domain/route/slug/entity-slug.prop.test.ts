import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { entityIdArb, plainSlugArb, slugArb } from "../../../../tests/arbitraries/route.arb";
import { formatEntitySlug, isEntitySlug, parseEntitySlug } from "./entity-slug";
import { isSlug } from "./slug-pattern";

describe("entity slug properties", () => {
  it("reads back what it formats", () => {
    fc.assert(
      fc.property(fc.record({ base: slugArb, id: entityIdArb }), (entity) => {
        const slug = formatEntitySlug(entity);
        expect(isSlug(slug)).toBe(true);
        expect(isEntitySlug(slug)).toBe(true);
        expect(parseEntitySlug(slug)).toEqual({ ok: true, value: entity });
      }),
    );
  });

  it("finds no id in a slug whose last word has a letter", () => {
    fc.assert(
      fc.property(plainSlugArb, fc.constantFrom("a", "x1", "b2c"), (slug, last) => {
        const text = `${slug}-${last}`;
        expect(isEntitySlug(text)).toBe(false);
        expect(parseEntitySlug(text)).toEqual({ ok: false, error: { _tag: "NotEntitySlug", input: text } });
      }),
    );
  });
});
