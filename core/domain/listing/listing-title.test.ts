import { describe, expect, it } from "vitest";
import { LISTING_TITLE_MAX_LENGTH, normaliseListingTitle } from "./listing-title";

describe("normaliseListingTitle", () => {
  it("trims the text and keeps inner spaces", () => {
    expect(normaliseListingTitle("  Пекинский  университет \n")).toBe("Пекинский  университет");
    expect(normaliseListingTitle("   ")).toBe("");
  });

  it("cuts the text to the maximum length without a trailing space", () => {
    expect(LISTING_TITLE_MAX_LENGTH).toBe(100);
    expect(normaliseListingTitle("я".repeat(150))).toBe("я".repeat(100));
    expect(normaliseListingTitle(`${"а".repeat(99)} б`)).toBe("а".repeat(99));
  });

  it("counts characters, not UTF-16 units, and drops broken surrogates", () => {
    expect(normaliseListingTitle("😀".repeat(101))).toBe("😀".repeat(100));
    expect(normaliseListingTitle("a\uD800b")).toBe("ab");
  });
});
