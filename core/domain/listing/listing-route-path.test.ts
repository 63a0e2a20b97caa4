import { describe, expect, it } from "vitest";
import { listingPath } from "./listing-route-path";

describe("listingPath", () => {
  it("writes the route segments with the pl- prefix and a trailing slash", () => {
    expect(listingPath({ type: "catalog", programLevel: null, country: null, city: null })).toBe("/catalog/");
    expect(
      listingPath({
        type: "universities",
        programLevel: { _tag: "DegreeProgram", program: { id: 2, slug: "master" } },
        country: { id: 1, slug: "china" },
        city: { id: 10, slug: "beijing" },
      }),
    ).toBe("/universities/pl-master/china/beijing/");
    expect(
      listingPath({
        type: "schools",
        programLevel: { _tag: "LanguageCourse" },
        country: { id: 2, slug: "korea" },
        city: null,
      }),
    ).toBe("/schools/pl-language-course/korea/");
  });

  it("never writes a city without its country", () => {
    expect(
      listingPath({ type: "colleges", programLevel: null, country: null, city: { id: 10, slug: "beijing" } }),
    ).toBe("/colleges/");
  });
});
