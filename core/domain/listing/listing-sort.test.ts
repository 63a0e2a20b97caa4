import { describe, expect, it } from "vitest";
import { parseListingSort } from "./listing-sort";

describe("parseListingSort", () => {
  it("reads the three sorts the listing offers", () => {
    expect(parseListingSort("rating")).toBe("rating");
    expect(parseListingSort(" price ")).toBe("price");
    expect(parseListingSort("ranking")).toBe("ranking");
  });

  it("falls back to rating for anything else", () => {
    expect(parseListingSort(undefined)).toBe("rating");
    expect(parseListingSort("title")).toBe("rating");
    expect(parseListingSort("PRICE")).toBe("rating");
  });
});
