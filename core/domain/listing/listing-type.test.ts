import { describe, expect, it } from "vitest";
import { INSTITUTION_TYPES, isListingType, LISTING_TYPE_NUMBERS, parseListingType } from "./listing-type";

describe("listing type", () => {
  it("numbers the types as spec 9 does", () => {
    expect(LISTING_TYPE_NUMBERS).toEqual({ catalog: 0, universities: 1, colleges: 2, schools: 3 });
    expect(INSTITUTION_TYPES).toEqual(["universities", "colleges", "schools"]);
  });

  it("reads a slug or a number", () => {
    expect(parseListingType("colleges")).toBe("colleges");
    expect(parseListingType("3")).toBe("schools");
    expect(parseListingType("0")).toBe("catalog");
    expect(parseListingType("4")).toBeNull();
    expect(parseListingType("Colleges")).toBeNull();
    expect(parseListingType("")).toBeNull();
  });

  it("accepts only exact slugs in a route", () => {
    expect(isListingType("universities")).toBe(true);
    expect(isListingType("1")).toBe(false);
    expect(isListingType("university")).toBe(false);
  });
});
