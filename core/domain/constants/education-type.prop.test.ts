import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EDUCATION_TYPE_SLUGS, educationTypeNumber, educationTypeSlug, isEducationTypeSlug } from "./education-type";

const slugArb = fc.constantFrom(...EDUCATION_TYPE_SLUGS);
const unknownNumberArb = fc.oneof(
  fc.integer({ max: -1 }),
  fc.integer({ min: 4 }),
  fc.integer({ min: 0, max: 2 }).map((n) => n + 0.5),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY),
);

describe("education type properties", () => {
  it("round-trips slug -> number -> slug", () => {
    fc.assert(
      fc.property(slugArb, (slug) => {
        expect(educationTypeSlug(educationTypeNumber(slug))).toBe(slug);
        expect(isEducationTypeSlug(slug)).toBe(true);
      }),
    );
  });

  it("round-trips number -> slug -> number on 0..3", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), (n) => {
        expect(educationTypeNumber(educationTypeSlug(n))).toBe(n);
      }),
    );
  });

  it("throws exactly 'Unknown education type' for every other number", () => {
    fc.assert(
      fc.property(unknownNumberArb, (n) => {
        expect(() => educationTypeSlug(n)).toThrow(new Error("Unknown education type"));
      }),
    );
  });
});
