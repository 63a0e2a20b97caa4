import { describe, expect, it } from "vitest";
import { resolvePath } from "./resolve-path";

const NOT_FOUND = { _tag: "NotFound" };

describe("resolvePath", () => {
  it("matches the fixed pages", () => {
    expect(resolvePath("/")).toEqual({ _tag: "Matched", screen: "home", params: {} });
    expect(resolvePath("/contacts/")).toEqual({ _tag: "Matched", screen: "contacts", params: {} });
    expect(resolvePath("/o-kompanii/")).toEqual({ _tag: "Matched", screen: "about-company", params: {} });
    expect(resolvePath("/hsk/info-o-hsk/")).toEqual({ _tag: "Matched", screen: "hsk-info", params: {} });
    expect(resolvePath("/payment/fail/")).toEqual({ _tag: "Matched", screen: "payment-fail", params: {} });
    expect(resolvePath("/ch/")).toEqual({ _tag: "Matched", screen: "ch", params: {} });
    expect(resolvePath("/sravnenie/")).toEqual({ _tag: "Matched", screen: "compare", params: {} });
    expect(resolvePath("/sravnenie")).toEqual({ _tag: "Redirect", location: "/sravnenie/" });
  });

  it("matches pages with params", () => {
    expect(resolvePath("/czeny-na-uslugi/china/")).toEqual({
      _tag: "Matched",
      screen: "service-prices-country",
      params: { country: "china" },
    });
    expect(resolvePath("/blog/")).toEqual({ _tag: "Matched", screen: "blog-list", params: {} });
    expect(resolvePath("/blog/news/")).toEqual({ _tag: "Matched", screen: "blog-list", params: { category: "news" } });
    expect(resolvePath("/blog/news/grant-2025/")).toEqual({
      _tag: "Matched",
      screen: "blog-post",
      params: { category: "news", slug: "grant-2025" },
    });
    expect(resolvePath("/quiz/")).toEqual({ _tag: "Matched", screen: "quiz", params: {} });
    expect(resolvePath("/courses/hsk-1/")).toEqual({ _tag: "Matched", screen: "course", params: { slug: "hsk-1" } });
  });

  it("reads the optional user of the personal area", () => {
    expect(resolvePath("/u/")).toEqual({ _tag: "Matched", screen: "user-profile", params: {} });
    expect(resolvePath("/u/42-ivan-petrov/")).toEqual({
      _tag: "Matched",
      screen: "user-profile",
      params: { user: "42-ivan-petrov" },
    });
    expect(resolvePath("/u/settings/")).toEqual({ _tag: "Matched", screen: "settings", params: {} });
    expect(resolvePath("/u/42-ivan/settings/security/")).toEqual({
      _tag: "Matched",
      screen: "settings-security",
      params: { user: "42-ivan" },
    });
    expect(resolvePath("/u/ivan/")).toEqual(NOT_FOUND);
    expect(resolvePath("/u/42-ivan/settings/billing/")).toEqual(NOT_FOUND);
  });

  it("reads listings: type, then an optional pl- level, then country and city", () => {
    expect(resolvePath("/catalog/")).toEqual({
      _tag: "Matched",
      screen: "institutions-listing",
      params: { type: "catalog" },
    });
    expect(resolvePath("/universities/pl-bakalavriat/")).toEqual({
      _tag: "Matched",
      screen: "institutions-listing",
      params: { type: "universities", programLevel: "pl-bakalavriat" },
    });
    expect(resolvePath("/colleges/china/")).toEqual({
      _tag: "Matched",
      screen: "institutions-listing",
      params: { type: "colleges", country: "china" },
    });
    expect(resolvePath("/schools/china/beijing/")).toEqual({
      _tag: "Matched",
      screen: "institutions-listing",
      params: { type: "schools", country: "china", city: "beijing" },
    });
    expect(resolvePath("/catalog/pl-magistratura/china/beijing/")).toEqual({
      _tag: "Matched",
      screen: "institutions-listing",
      params: { type: "catalog", programLevel: "pl-magistratura", country: "china", city: "beijing" },
    });
  });

  describe("the overlapping catalogue routes", () => {
    it("takes a last segment ending in -digits for an institution", () => {
      expect(resolvePath("/universities/tsinghua-university-12/")).toEqual({
        _tag: "Matched",
        screen: "institution",
        params: { type: "universities", institution: "tsinghua-university-12" },
      });
      expect(resolvePath("/universities/china/beijing/tsinghua-university-12/")).toEqual({
        _tag: "Matched",
        screen: "institution",
        params: { type: "universities", country: "china", city: "beijing", institution: "tsinghua-university-12" },
      });
    });

    it("takes two -digits segments at the end for an institution with an education base", () => {
      expect(resolvePath("/universities/china/tsinghua-university-12/grant-2025-7/")).toEqual({
        _tag: "Matched",
        screen: "institution-education-base",
        params: {
          type: "universities",
          country: "china",
          institution: "tsinghua-university-12",
          educationBase: "grant-2025-7",
        },
      });
    });

    it("takes an institution followed by a plain slug for a degree program", () => {
      expect(resolvePath("/colleges/tsinghua-university-12/computer-science/")).toEqual({
        _tag: "Matched",
        screen: "degree-program",
        params: { type: "colleges", institution: "tsinghua-university-12", degreeProgram: "computer-science" },
      });
    });

    it("reads a slug without -digits as a place, never as an institution", () => {
      expect(resolvePath("/universities/tsinghua-university/")).toEqual({
        _tag: "Matched",
        screen: "institutions-listing",
        params: { type: "universities", country: "tsinghua-university" },
      });
    });

    it("reads one plain segment as a country, never as a city", () => {
      expect(resolvePath("/universities/china/tsinghua-university-12/")).toEqual({
        _tag: "Matched",
        screen: "institution",
        params: { type: "universities", country: "china", institution: "tsinghua-university-12" },
      });
    });

    it("lets the pl- prefix win over the -digits suffix", () => {
      expect(resolvePath("/universities/pl-grade-9/")).toEqual({
        _tag: "Matched",
        screen: "institutions-listing",
        params: { type: "universities", programLevel: "pl-grade-9" },
      });
      expect(resolvePath("/universities/china/pl-grade-9/")).toEqual(NOT_FOUND);
    });

    it("keeps catalog for listings only", () => {
      expect(resolvePath("/catalog/tsinghua-university-12/")).toEqual(NOT_FOUND);
      expect(resolvePath("/catalog/china/tsinghua-university-12/computer-science/")).toEqual(NOT_FOUND);
    });

    it("refuses what no reading explains", () => {
      for (const path of [
        "/universities/china/beijing/haidian/",
        "/universities/pl-bakalavriat/tsinghua-university-12/",
        "/universities/a/b/c/tsinghua-university-12/",
        "/universities/tsinghua-university-12/grant-7/extra/",
        "/universities/China/",
        "/university/china/",
        "/universities/pl-/",
      ]) {
        expect(resolvePath(path)).toEqual(NOT_FOUND);
      }
    });
  });

  it("never reads a reserved first segment as a listing type", () => {
    expect(resolvePath("/blog/pl-bakalavriat/")).toEqual({
      _tag: "Matched",
      screen: "blog-list",
      params: { category: "pl-bakalavriat" },
    });
    expect(resolvePath("/hsk/china/")).toEqual(NOT_FOUND);
    expect(resolvePath("/contacts/tsinghua-university-12/")).toEqual(NOT_FOUND);
    expect(resolvePath("/u/china/beijing/")).toEqual(NOT_FOUND);
  });

  it("sends a known path without its trailing slash to the slash form", () => {
    expect(resolvePath("/contacts")).toEqual({ _tag: "Redirect", location: "/contacts/" });
    expect(resolvePath("/universities/china/tsinghua-university-12")).toEqual({
      _tag: "Redirect",
      location: "/universities/china/tsinghua-university-12/",
    });
    expect(resolvePath("/u/42-ivan/settings")).toEqual({ _tag: "Redirect", location: "/u/42-ivan/settings/" });
  });

  it("matches strictly", () => {
    for (const path of [
      "",
      "//",
      "contacts/",
      "/contacts//",
      "//contacts/",
      "/Contacts/",
      "/contact",
      "/contacts/x/",
    ]) {
      expect(resolvePath(path)).toEqual(NOT_FOUND);
    }
  });
});
