import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { originArb } from "../../../tests/arbitraries/breadcrumb.arb";
import { sitemapEntriesArb, sitemapPathArb } from "../../../tests/arbitraries/sitemap.arb";
import { sitemapIndexXml } from "./sitemap-index-xml";
import { urlsetXml } from "./urlset-xml";
import { xmlText } from "./xml-text";

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((found) => found[1] ?? "");
const bare = (origin: string) => origin.replace(/\/+$/, "");

/** Between the tags the builders write, no raw markup may remain: every < opens one of their own tags. */
const onlyOwnTags = (xml: string) =>
  xml
    .replace(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n/, "")
    .replace(/<\/?(urlset|sitemapindex|url|sitemap|loc|lastmod)( xmlns="[^"]*")?>/g, "")
    .includes("<");

describe("sitemap XML properties", () => {
  it("has one absolute, escaped <loc> per entry, in order, and nothing else that looks like markup", () => {
    fc.assert(
      fc.property(originArb, sitemapEntriesArb, (origin, entries) => {
        const xml = urlsetXml(origin, entries);
        const locs = locsOf(xml);
        expect(locs).toEqual(entries.map((entry) => xmlText(`${bare(origin)}${entry.path}`)));
        for (const loc of locs) expect(loc.startsWith(`${bare(origin)}/`)).toBe(true);
        expect(xml.match(/<url>/g)?.length ?? 0).toBe(entries.length);
        expect(xml.match(/<lastmod>/g)?.length ?? 0).toBe(entries.filter((entry) => entry.lastmod !== null).length);
        expect(onlyOwnTags(xml)).toBe(false);
      }),
    );
  });

  it("lists every file of an index by its absolute, escaped address", () => {
    fc.assert(
      fc.property(originArb, fc.array(sitemapPathArb, { maxLength: 20 }), (origin, paths) => {
        const xml = sitemapIndexXml(origin, paths);
        expect(locsOf(xml)).toEqual(paths.map((path) => xmlText(`${bare(origin)}${path}`)));
        expect(onlyOwnTags(xml)).toBe(false);
      }),
    );
  });
});
