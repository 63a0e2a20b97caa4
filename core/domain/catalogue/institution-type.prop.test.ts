import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EDUCATION_TYPES } from "../constants/education-type";
import { INSTITUTION_TYPE_SLUGS, typeMatchesSlug } from "./institution-type";

describe("typeMatchesSlug properties", () => {
  it("each type number matches exactly one slug, the one spec 9 gives it", () => {
    fc.assert(
      fc.property(fc.constantFrom(1 as const, 2 as const, 3 as const), (type) => {
        const matching = INSTITUTION_TYPE_SLUGS.filter((type_slug) => typeMatchesSlug({ type, type_slug }));
        expect(matching).toHaveLength(1);
        expect(EDUCATION_TYPES[matching[0] ?? "catalog"]).toBe(type);
      }),
    );
  });
});
