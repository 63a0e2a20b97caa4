import { describe, expect, it } from "vitest";
import { isNewPageView, pageViewPath } from "./page-view";

describe("page views", () => {
  it("report the path with its query and without the hash part", () => {
    expect(pageViewPath("/catalog/", "?country=china")).toBe("/catalog/?country=china");
    expect(pageViewPath("/faq/", "")).toBe("/faq/");
    expect(pageViewPath("/faq/", "?")).toBe("/faq/");
  });

  it("are due for the first page and for every other path, not for the same one again", () => {
    expect(isNewPageView(null, "/")).toBe(true);
    expect(isNewPageView("/", "/blog/")).toBe(true);
    expect(isNewPageView("/blog/", "/blog/")).toBe(false);
  });
});
