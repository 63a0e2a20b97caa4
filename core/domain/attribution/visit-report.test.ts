import { describe, expect, it } from "vitest";
import { visitReport } from "./visit-report";

describe("visitReport", () => {
  it("reports the path with its query, the referrer, and the address utm", () => {
    expect(visitReport("https://shuyuan.example/universities/?utm_source=x#top", "https://yandex.ru/search")).toEqual({
      path: "/universities/?utm_source=x",
      referrer: "https://yandex.ru/search",
      utm: { utm_source: "x" },
    });
  });

  it("maps the referrer to utm when the address has no utm_source", () => {
    expect(visitReport("https://shuyuan.example/faq/", "https://www.google.com/")).toEqual({
      path: "/faq/",
      referrer: "https://www.google.com/",
      utm: { utm_source: "google", utm_medium: "search" },
    });
  });

  it("calls a visit without a referrer direct", () => {
    expect(visitReport("https://shuyuan.example/", "")).toEqual({
      path: "/",
      referrer: "",
      utm: { utm_source: "(direct)", utm_medium: "(none)" },
    });
  });

  it("keeps one leading slash and drops an overlong referrer or query", () => {
    expect(visitReport("https://shuyuan.example//a//b", null).path).toBe("/a//b");
    expect(
      visitReport(`https://shuyuan.example/p?q=${"a".repeat(3000)}`, `https://a.ru/${"b".repeat(3000)}`),
    ).toMatchObject({ path: "/p", referrer: "" });
  });
});
