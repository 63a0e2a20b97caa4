import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { institutionArb } from "../../../tests/arbitraries/catalogue.arb";
import { institutionSchema } from "./institution";
import { INSTITUTION_TYPE_SLUGS } from "./institution-type";

describe("institutionSchema properties", () => {
  it("reading a valid institution gives it back unchanged", () => {
    fc.assert(
      fc.property(institutionArb, (institution) => {
        expect(institutionSchema.parse(institution)).toEqual(institution);
      }),
      { numRuns: 50 },
    );
  });

  it("rejects every institution whose type_slug disagrees with its type", () => {
    fc.assert(
      fc.property(institutionArb, fc.constantFrom(...INSTITUTION_TYPE_SLUGS), (institution, type_slug) => {
        const result = institutionSchema.safeParse({ ...institution, type_slug });
        expect(result.success).toBe(type_slug === institution.type_slug);
      }),
      { numRuns: 50 },
    );
  });
});
