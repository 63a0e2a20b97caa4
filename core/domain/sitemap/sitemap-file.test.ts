import { describe, expect, it } from "vitest";
import { sitemapFileOf, sitemapFilePath } from "./sitemap-file";

describe("sitemap files", () => {
  it("names the fixed pages' file and the catalogue pages", () => {
    expect(sitemapFilePath({ _tag: "Pages" })).toBe("/sitemap/pages.xml");
    expect(sitemapFilePath({ _tag: "Catalogue", page: 12 })).toBe("/sitemap/12.xml");
  });

  it("reads those names back and nothing else", () => {
    expect(sitemapFileOf("pages.xml")).toEqual({ _tag: "Pages" });
    expect(sitemapFileOf("3.xml")).toEqual({ _tag: "Catalogue", page: 3 });
    for (const name of ["0.xml", "03.xml", "1.xml.gz", "1", "pages", "x.xml", "1234567.xml", ""]) {
      expect(sitemapFileOf(name)).toBeNull();
    }
  });
});
