import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { originArb } from "../../../tests/arbitraries/breadcrumb.arb";
import { robotsTxt } from "./robots-txt";

describe("robotsTxt properties", () => {
  it("names the sitemap by one absolute address on the origin, whatever slashes end it", () => {
    fc.assert(
      fc.property(originArb, (origin) => {
        const lines = robotsTxt(origin).split("\n");
        const sitemaps = lines.filter((line) => line.startsWith("Sitemap: "));
        expect(sitemaps).toEqual([`Sitemap: ${origin.replace(/\/+$/, "")}/sitemap.xml`]);
        expect(lines.filter((line) => line.startsWith("Disallow: "))).toEqual([
          "Disallow: /api/",
          "Disallow: /api-dev/",
          "Disallow: /u/",
        ]);
      }),
    );
  });
});
