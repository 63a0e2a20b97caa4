import { describe, expect, it } from "vitest";
import { sitemapPathOf } from "./sitemap-path";

const pku = { type: "universities", country: "china", city: "beijing", institution: "peking-university-11" } as const;

describe("sitemapPathOf", () => {
  it("gives the route's path when it leads back to the same screen", () => {
    expect(sitemapPathOf({ screen: "institution", params: pku })).toBe(
      "/universities/china/beijing/peking-university-11/",
    );
    expect(sitemapPathOf({ screen: "degree-program", params: { ...pku, degreeProgram: "bakalavriat" } })).toBe(
      "/universities/china/beijing/peking-university-11/bakalavriat/",
    );
    expect(sitemapPathOf({ screen: "home", params: {} })).toBe("/");
  });

  it("drops paths that read as another screen or as nothing", () => {
    expect(sitemapPathOf({ screen: "degree-program", params: { ...pku, degreeProgram: "grant-2026" } })).toBeNull();
    expect(sitemapPathOf({ screen: "institution", params: { ...pku, institution: "no-number" } })).toBeNull();
    expect(sitemapPathOf({ screen: "institution", params: { ...pku, city: "Bei Jing" } })).toBeNull();
    expect(sitemapPathOf({ screen: "course", params: { slug: "" } })).toBeNull();
  });
});
