import { describe, expect, it } from "vitest";
import type { ListingRoute } from "./listing-filter";
import { type HeadingFacets, listingHeading } from "./listing-heading";

const morph = (genitive: string) => ({
  nominative: "",
  genitive,
  dative: "",
  accusative: "",
  instrumental: "",
  prepositional: "",
});

const FACETS: HeadingFacets = {
  countries: [
    { id: 1, name: "Китай", morph: morph("Китая") },
    { id: 2, name: "Корея", morph: null },
  ],
  cities: [
    { id: 10, name: "Пекин", morph: morph("Пекина") },
    { id: 20, name: "Сеул", morph: morph("  ") },
  ],
  degree_programs: [
    { id: 2, title: "Магистратура" },
    { id: 7, title: "MBA" },
  ],
};

const route = (overrides: Partial<ListingRoute>): ListingRoute => ({
  type: "universities",
  programLevel: null,
  country: null,
  city: null,
  ...overrides,
});
const china = { id: 1, slug: "china" };

describe("listingHeading", () => {
  it("names the kind of institution", () => {
    expect(listingHeading(route({}), FACETS)).toBe("Университеты");
    expect(listingHeading(route({ type: "catalog" }), FACETS)).toBe("Учебные заведения");
  });

  it("puts the place in the genitive when its case forms are known", () => {
    expect(listingHeading(route({ country: china }), FACETS)).toBe("Университеты Китая");
    expect(listingHeading(route({ type: "colleges", country: china, city: { id: 10, slug: "beijing" } }), FACETS)).toBe(
      "Колледжи Пекина",
    );
  });

  it("falls back to the place's name without case forms", () => {
    expect(listingHeading(route({ type: "schools", country: { id: 2, slug: "korea" } }), FACETS)).toBe("Школы — Корея");
    expect(listingHeading(route({ country: { id: 2, slug: "korea" }, city: { id: 20, slug: "seoul" } }), FACETS)).toBe(
      "Университеты — Сеул",
    );
  });

  it("adds the program level, keeping abbreviations", () => {
    const master = { _tag: "DegreeProgram", program: { id: 2, slug: "magistratura" } } as const;
    expect(listingHeading(route({ programLevel: master, country: china }), FACETS)).toBe(
      "Университеты Китая: магистратура",
    );
    expect(
      listingHeading(route({ programLevel: { _tag: "DegreeProgram", program: { id: 7, slug: "mba" } } }), FACETS),
    ).toBe("Университеты: MBA");
    expect(listingHeading(route({ type: "catalog", programLevel: { _tag: "LanguageCourse" } }), FACETS)).toBe(
      "Учебные заведения: языковые курсы",
    );
  });
});
