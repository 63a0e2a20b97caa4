import fc from "fast-check";
import { hrefFor } from "../../core/domain/route/href-for";
import type { SitemapEntry } from "../../core/domain/sitemap/sitemap-entry";
import { SITEMAP_FILE_URLS } from "../../core/domain/sitemap/sitemap-limits";
import { resolvedRouteArb } from "./route.arb";

/** Text full of what XML must escape or may not hold: markup characters, controls, Cyrillic, emoji, lone surrogates. */
export const xmlHostileTextArb = fc.oneof(
  fc.string({ unit: "grapheme" }),
  fc.string({ unit: "binary" }),
  fc.string({ unit: fc.constantFrom(..."&<>\"'a;#x/ й\u0000\u0008\u000b\u001f\ud800\udc00\ufffe😀") }),
);

/** A path as the API might send it: a real route's, or any text after a slash. */
export const sitemapPathArb = fc.oneof(
  { arbitrary: resolvedRouteArb.map(hrefFor), weight: 3 },
  { arbitrary: xmlHostileTextArb.map((text) => `/${text}`), weight: 1 },
);

export const lastmodArb = fc.option(
  fc
    .date({ min: new Date("2000-01-01T00:00:00.000Z"), max: new Date("2100-01-01T00:00:00.000Z"), noInvalidDate: true })
    .map((date) => date.toISOString()),
  { nil: null },
);

export const sitemapEntryArb: fc.Arbitrary<SitemapEntry> = fc.record({ path: sitemapPathArb, lastmod: lastmodArb });

export const sitemapEntriesArb = fc.array(sitemapEntryArb, { maxLength: 30 });

/** Fixed pages (never more than a file holds) and a catalogue from empty to hundreds of files. */
export const sitemapSizesArb = fc.record({
  pageCount: fc.integer({ min: 0, max: SITEMAP_FILE_URLS }),
  catalogueTotal: fc.oneof(fc.integer({ min: 0, max: 2 * SITEMAP_FILE_URLS }), fc.integer({ min: 0, max: 10_000_000 })),
});
