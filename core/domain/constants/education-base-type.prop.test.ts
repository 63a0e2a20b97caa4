import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EDUCATION_BASE_TYPES, educationBaseTypeKey } from "./education-base-type";

describe("education base type properties", () => {
  it("round-trips key -> number -> key", () => {
    fc.assert(
      fc.property(fc.constantFrom("grants", "scholarships" as const), (key) => {
        expect(educationBaseTypeKey(EDUCATION_BASE_TYPES[key])).toBe(key);
      }),
    );
  });

  it("gives null outside 1 and 2", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 3 })), (n) => {
        expect(educationBaseTypeKey(n)).toBeNull();
      }),
    );
  });
});
