import { describe, expect, it } from "vitest";
import { buildPageData } from "../../../tests/builders/page-data.builder";
import { BLANK_PAGE_DATA, pageDataSchema } from "./page-data";

describe("page data", () => {
  it("the blank page data has no SEO and an empty description (spec 7)", () => {
    expect(BLANK_PAGE_DATA).toEqual({ seo: null, description: "" });
    expect(pageDataSchema.parse(BLANK_PAGE_DATA)).toEqual(BLANK_PAGE_DATA);
  });

  it("reads SEO and description unchanged", () => {
    const page = buildPageData();
    expect(pageDataSchema.parse(page)).toEqual(page);
    expect(pageDataSchema.parse(page).seo?.title).toBe("Учеба в Китае");
  });

  it("rejects page data without a description", () => {
    expect(pageDataSchema.safeParse({ seo: null }).success).toBe(false);
  });
});
