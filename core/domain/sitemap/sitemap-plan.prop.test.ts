import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sitemapSizesArb } from "../../../tests/arbitraries/sitemap.arb";
import type { SitemapFile } from "./sitemap-file";
import { SITEMAP_FILE_URLS, SITEMAP_PROTOCOL_MAX_URLS } from "./sitemap-limits";
import { sitemapPlan } from "./sitemap-plan";

/** How many URLs a file holds: the fixed pages, or one catalogue page of SITEMAP_FILE_URLS entries. */
const urlsIn = (file: SitemapFile, pageCount: number, catalogueTotal: number) =>
  file._tag === "Pages"
    ? pageCount
    : Math.max(0, Math.min(SITEMAP_FILE_URLS, catalogueTotal - (file.page - 1) * SITEMAP_FILE_URLS));

describe("sitemapPlan properties", () => {
  it("never puts more than 50 000 URLs in a file, and publishes every URL exactly once", () => {
    fc.assert(
      fc.property(sitemapSizesArb, ({ pageCount, catalogueTotal }) => {
        const plan = sitemapPlan(pageCount, catalogueTotal);
        const sizes =
          plan._tag === "Single"
            ? [pageCount + catalogueTotal]
            : plan.files.map((file) => urlsIn(file, pageCount, catalogueTotal));
        for (const size of sizes) expect(size).toBeLessThanOrEqual(SITEMAP_FILE_URLS);
        expect(SITEMAP_FILE_URLS).toBeLessThanOrEqual(SITEMAP_PROTOCOL_MAX_URLS);
        expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(pageCount + catalogueTotal);
      }),
    );
  });

  it("indexes the fixed pages first, then catalogue pages 1..n with none empty, and fewer than 50 000 files", () => {
    fc.assert(
      fc.property(sitemapSizesArb, ({ pageCount, catalogueTotal }) => {
        const plan = sitemapPlan(pageCount, catalogueTotal);
        if (plan._tag === "Single") return;
        const [first, ...rest] = plan.files;
        expect(first).toEqual({ _tag: "Pages" });
        expect(rest).toEqual(rest.map((_, index) => ({ _tag: "Catalogue", page: index + 1 })));
        for (const file of rest) expect(urlsIn(file, pageCount, catalogueTotal)).toBeGreaterThan(0);
        expect(plan.files.length).toBeLessThanOrEqual(SITEMAP_PROTOCOL_MAX_URLS);
      }),
    );
  });
});
