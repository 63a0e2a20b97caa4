import { describe, expect, it } from "vitest";
import { parseListingFlag } from "./listing-flag";

describe("parseListingFlag", () => {
  it("is true only for the exact text true", () => {
    expect(parseListingFlag("true")).toBe(true);
    for (const text of ["True", "TRUE", " true", "true ", "1", "yes", "on", "", "false"]) {
      expect(parseListingFlag(text)).toBe(false);
    }
    expect(parseListingFlag(undefined)).toBe(false);
  });
});
