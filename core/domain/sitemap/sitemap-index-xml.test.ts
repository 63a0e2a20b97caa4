import { describe, expect, it } from "vitest";
import { sitemapIndexXml } from "./sitemap-index-xml";

describe("sitemapIndexXml", () => {
  it("points at each file by its absolute address", () => {
    expect(sitemapIndexXml("https://shuyuan.test", ["/sitemap/pages.xml", "/sitemap/1.xml"])).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        "<sitemap><loc>https://shuyuan.test/sitemap/pages.xml</loc></sitemap>",
        "<sitemap><loc>https://shuyuan.test/sitemap/1.xml</loc></sitemap>",
        "</sitemapindex>",
        "",
      ].join("\n"),
    );
  });
});
