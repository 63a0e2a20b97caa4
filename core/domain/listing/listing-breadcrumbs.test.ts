import { describe, expect, it } from "vitest";
import { listingBreadcrumbs } from "./listing-breadcrumbs";

const FACETS = {
  countries: [{ id: 1, name: "Китай", morph: null }],
  cities: [{ id: 10, name: "Пекин", morph: null }],
  degree_programs: [{ id: 2, title: "Магистратура" }],
};

describe("listingBreadcrumbs", () => {
  it("gives the type alone for a bare listing", () => {
    expect(listingBreadcrumbs({ type: "catalog", programLevel: null, country: null, city: null }, FACETS)).toEqual([
      { name: "Каталог", to: "/catalog/" },
    ]);
  });

  it("walks down the path: type, level, country, city", () => {
    expect(
      listingBreadcrumbs(
        {
          type: "universities",
          programLevel: { _tag: "DegreeProgram", program: { id: 2, slug: "magistratura" } },
          country: { id: 1, slug: "china" },
          city: { id: 10, slug: "beijing" },
        },
        FACETS,
      ),
    ).toEqual([
      { name: "Университеты", to: "/universities/" },
      { name: "Магистратура", to: "/universities/pl-magistratura/" },
      { name: "Китай", to: "/universities/pl-magistratura/china/" },
      { name: "Пекин", to: "/universities/pl-magistratura/china/beijing/" },
    ]);
  });

  it("names a level or place missing from the facets by its slug", () => {
    expect(
      listingBreadcrumbs(
        { type: "schools", programLevel: { _tag: "LanguageCourse" }, country: { id: 9, slug: "japan" }, city: null },
        FACETS,
      ),
    ).toEqual([
      { name: "Школы", to: "/schools/" },
      { name: "Языковые курсы", to: "/schools/pl-language-course/" },
      { name: "japan", to: "/schools/pl-language-course/japan/" },
    ]);
  });
});
