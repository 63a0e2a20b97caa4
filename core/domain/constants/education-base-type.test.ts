import { describe, expect, it } from "vitest";
import { EDUCATION_BASE_TYPES, educationBaseTypeKey } from "./education-base-type";

describe("education base type", () => {
  it("is 1 for grants and 2 for scholarships", () => {
    expect(EDUCATION_BASE_TYPES).toEqual({ grants: 1, scholarships: 2 });
    expect(educationBaseTypeKey(1)).toBe("grants");
    expect(educationBaseTypeKey(2)).toBe("scholarships");
  });

  it("gives null for numbers the spec does not define", () => {
    expect(educationBaseTypeKey(0)).toBeNull();
    expect(educationBaseTypeKey(3)).toBeNull();
  });
});
