import { describe, expect, it } from "vitest";
import { isSameListingUrl, urlParts } from "./same-listing-url";

const same = (a: string, b: string) => isSameListingUrl(urlParts(a), urlParts(b));

describe("isSameListingUrl", () => {
  it("reads a comma list the same escaped or not (the router writes %2C)", () => {
    expect(same("/catalog/?country=china,korea", "/catalog/?country=china%2Ckorea")).toBe(true);
  });

  it("reads a space as %20, + or raw alike", () => {
    expect(same("/catalog/?title=a%20b", "/catalog/?title=a+b")).toBe(true);
    expect(same("/catalog/?title=a b", "/catalog/?title=a+b")).toBe(true);
  });

  it("reads Cyrillic raw and percent-encoded alike", () => {
    const encoded = `/catalog/?title=${encodeURIComponent("Пекин университет")}`;
    expect(same(encoded, "/catalog/?title=Пекин+университет")).toBe(true);
  });

  it("tells a literal plus from a space", () => {
    expect(same("/catalog/?title=a%2Bb", "/catalog/?title=a+b")).toBe(false);
  });

  it("ignores the order of different keys but not of one key's repeats", () => {
    expect(same("/catalog/?utm_source=x&country=a,b", "/catalog/?country=a,b&utm_source=x")).toBe(true);
    expect(same("/catalog/?country=a&country=b", "/catalog/?country=b&country=a")).toBe(false);
  });

  it("tells different paths, values and extra pairs apart", () => {
    expect(same("/catalog/china/", "/catalog/?country=china")).toBe(false);
    expect(same("/catalog/?country=china", "/catalog/?country=korea")).toBe(false);
    expect(same("/catalog/?country=china", "/catalog/?country=china&page=2")).toBe(false);
    expect(same("/catalog/", "/catalog/?")).toBe(true);
  });

  it("keeps a malformed escape as it came instead of throwing", () => {
    expect(same("/catalog/?utm=%E0%A4%A", "/catalog/?utm=%E0%A4%A")).toBe(true);
    expect(same("/catalog/?utm=%E0%A4%A", "/catalog/?utm=x")).toBe(false);
  });
});
