import { describe, expect, it } from "vitest";
import { pageQueryNames } from "./page-query-names";

describe("pageQueryNames", () => {
  it("names the listing's filters, order and page on catalogue and landing pages", () => {
    for (const path of ["/universities/", "/magistratura/", "/universities/beijing/"]) {
      const names = pageQueryNames(path);
      expect(names?.has("city")).toBe(true);
      expect(names?.has("filter.price_from")).toBe(true);
      expect(names?.has("page")).toBe(true);
      expect(names?.has("utm_source")).toBe(false);
    }
  });

  it("names what other pages read, and on every page the sign-in notice and the subscription flash", () => {
    expect(pageQueryNames("/faq/")).toEqual(new Set(["social", "social_error", "podpiska", "page"]));
    expect(pageQueryNames("/")).toEqual(new Set(["social", "social_error", "podpiska"]));
    expect(pageQueryNames("/czeny-na-uslugi/china/")?.has("zakaz")).toBe(true);
    expect(pageQueryNames("/stoimost/")?.has("program")).toBe(true);
    expect(pageQueryNames("/quiz/")?.has("budget")).toBe(true);
  });

  it("leaves the whole query to pages it does not list", () => {
    expect(pageQueryNames("/u/ivan/settings/applications/")).toBeNull();
    expect(pageQueryNames("/reset-password/")).toBeNull();
    expect(pageQueryNames("/staff/leads/")).toBeNull();
  });
});
