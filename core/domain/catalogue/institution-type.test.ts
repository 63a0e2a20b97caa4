import { describe, expect, it } from "vitest";
import { institutionTypeNumberSchema, typeMatchesSlug } from "./institution-type";

describe("institution type", () => {
  it("pairs universities 1, colleges 2 and schools 3 (spec 9)", () => {
    expect(typeMatchesSlug({ type: 1, type_slug: "universities" })).toBe(true);
    expect(typeMatchesSlug({ type: 2, type_slug: "colleges" })).toBe(true);
    expect(typeMatchesSlug({ type: 3, type_slug: "schools" })).toBe(true);
    expect(typeMatchesSlug({ type: 1, type_slug: "schools" })).toBe(false);
  });

  it("accepts 1 to 3 and rejects catalog (0) as an institution's type", () => {
    expect([0, 1, 2, 3, 4].map((type) => institutionTypeNumberSchema.safeParse(type).success)).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
  });
});
