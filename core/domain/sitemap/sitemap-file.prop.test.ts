import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type SitemapFile, sitemapFileOf, sitemapFilePath } from "./sitemap-file";

const fileArb: fc.Arbitrary<SitemapFile> = fc.oneof(
  fc.constant({ _tag: "Pages" } as const),
  fc.integer({ min: 1, max: 999_999 }).map((page) => ({ _tag: "Catalogue", page }) as const),
);

describe("sitemap file properties", () => {
  it("reads every file's name back as the same file", () => {
    fc.assert(
      fc.property(fileArb, (file) => {
        const path = sitemapFilePath(file);
        expect(path.startsWith("/sitemap/")).toBe(true);
        expect(sitemapFileOf(path.slice("/sitemap/".length))).toEqual(file);
      }),
    );
  });

  it("reads any other text as no file", () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const file = sitemapFileOf(name);
        if (file !== null) expect(sitemapFilePath(file)).toBe(`/sitemap/${name}`);
      }),
    );
  });
});
