import { describe, expect, it } from "vitest";
import { sitemapPlan } from "./sitemap-plan";

describe("sitemapPlan", () => {
  it("keeps one file while the fixed pages and the catalogue fit in it together", () => {
    expect(sitemapPlan(30, 1_000)).toEqual({ _tag: "Single" });
    expect(sitemapPlan(30, 44_970)).toEqual({ _tag: "Single" });
    expect(sitemapPlan(0, 0)).toEqual({ _tag: "Single" });
  });

  it("splits into the fixed pages' file and one file per catalogue page beyond that", () => {
    expect(sitemapPlan(30, 44_971)).toEqual({
      _tag: "Index",
      files: [{ _tag: "Pages" }, { _tag: "Catalogue", page: 1 }],
    });
    expect(sitemapPlan(30, 90_001)).toEqual({
      _tag: "Index",
      files: [
        { _tag: "Pages" },
        { _tag: "Catalogue", page: 1 },
        { _tag: "Catalogue", page: 2 },
        { _tag: "Catalogue", page: 3 },
      ],
    });
    expect(sitemapPlan(2, 9, 5)).toEqual({
      _tag: "Index",
      files: [{ _tag: "Pages" }, { _tag: "Catalogue", page: 1 }, { _tag: "Catalogue", page: 2 }],
    });
  });
});
