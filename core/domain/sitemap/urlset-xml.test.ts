import { describe, expect, it } from "vitest";
import { urlsetXml } from "./urlset-xml";

describe("urlsetXml", () => {
  it("writes one <url> per entry with an absolute <loc> and the <lastmod> when known", () => {
    expect(
      urlsetXml("https://shuyuan.test/", [
        { path: "/", lastmod: null },
        { path: "/universities/china/beijing/peking-university-11/", lastmod: "2026-11-20T09:30:00.000Z" },
      ]),
    ).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        "<url><loc>https://shuyuan.test/</loc></url>",
        "<url><loc>https://shuyuan.test/universities/china/beijing/peking-university-11/</loc>" +
          "<lastmod>2026-11-20T09:30:00.000Z</lastmod></url>",
        "</urlset>",
        "",
      ].join("\n"),
    );
  });

  it("escapes what the data holds", () => {
    expect(urlsetXml("http://x.test", [{ path: "/a&b/<c>/'d'/", lastmod: null }])).toContain(
      "<loc>http://x.test/a&amp;b/&lt;c&gt;/&apos;d&apos;/</loc>",
    );
  });

  it("writes an empty urlset for no entries", () => {
    expect(urlsetXml("http://x.test", [])).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n</urlset>',
    );
  });
});
