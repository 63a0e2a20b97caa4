import { describe, expect, it } from "vitest";
import { hrefFor } from "./href-for";

describe("hrefFor", () => {
  it("gives the root for home and a trailing slash everywhere else", () => {
    expect(hrefFor({ screen: "home", params: {} })).toBe("/");
    expect(hrefFor({ screen: "faq", params: {} })).toBe("/faq/");
    expect(hrefFor({ screen: "hsk-info", params: {} })).toBe("/hsk/info-o-hsk/");
    expect(hrefFor({ screen: "chinese-in-3-months", params: {} })).toBe("/kitajskij-za-3-mesyacza/");
  });

  it("leaves absent optional params out", () => {
    expect(hrefFor({ screen: "settings-profile", params: {} })).toBe("/u/settings/profile/");
    expect(hrefFor({ screen: "settings-profile", params: { user: "42-ivan" } })).toBe("/u/42-ivan/settings/profile/");
    expect(hrefFor({ screen: "institutions-listing", params: { type: "catalog" } })).toBe("/catalog/");
    expect(
      hrefFor({ screen: "institutions-listing", params: { type: "schools", programLevel: "pl-language-course" } }),
    ).toBe("/schools/pl-language-course/");
  });

  it("puts catalogue params in route order", () => {
    expect(
      hrefFor({
        screen: "institution-education-base",
        params: {
          educationBase: "grant-2025-7",
          institution: "tsinghua-university-12",
          city: "beijing",
          country: "china",
          type: "universities",
        },
      }),
    ).toBe("/universities/china/beijing/tsinghua-university-12/grant-2025-7/");
    expect(
      hrefFor({
        screen: "degree-program",
        params: { type: "colleges", institution: "tsinghua-university-12", degreeProgram: "computer-science" },
      }),
    ).toBe("/colleges/tsinghua-university-12/computer-science/");
  });
});
