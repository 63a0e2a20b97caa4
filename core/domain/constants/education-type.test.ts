import { describe, expect, it } from "vitest";
import { educationTypeNumber, educationTypeSlug, isEducationTypeSlug } from "./education-type";

describe("education type", () => {
  it("numbers catalog 0, universities 1, colleges 2, schools 3", () => {
    expect(educationTypeNumber("catalog")).toBe(0);
    expect(educationTypeNumber("universities")).toBe(1);
    expect(educationTypeNumber("colleges")).toBe(2);
    expect(educationTypeNumber("schools")).toBe(3);
  });

  it("maps numbers back to slugs", () => {
    expect(educationTypeSlug(0)).toBe("catalog");
    expect(educationTypeSlug(1)).toBe("universities");
    expect(educationTypeSlug(2)).toBe("colleges");
    expect(educationTypeSlug(3)).toBe("schools");
  });

  it("throws 'Unknown education type' for other numbers", () => {
    expect(() => educationTypeSlug(4)).toThrow(new Error("Unknown education type"));
    expect(() => educationTypeSlug(-1)).toThrow(new Error("Unknown education type"));
    expect(() => educationTypeSlug(1.5)).toThrow(new Error("Unknown education type"));
    expect(() => educationTypeSlug(Number.NaN)).toThrow(new Error("Unknown education type"));
  });

  it("recognises slugs", () => {
    expect(isEducationTypeSlug("colleges")).toBe(true);
    expect(isEducationTypeSlug("college")).toBe(false);
    expect(isEducationTypeSlug("")).toBe(false);
  });
});
