import { describe, expect, it } from "vitest";
import { EMPTY_LISTING_QUERY, EMPTY_SECONDARY_FILTER } from "./listing-filter-defaults";
import { listingServerQuery } from "./listing-server-query";

const route = { type: "catalog", programLevel: null, country: null, city: null } as const;

describe("listingServerQuery", () => {
  it("sends nothing for the bare catalog", () => {
    expect(listingServerQuery({ route, query: EMPTY_LISTING_QUERY, secondary: EMPTY_SECONDARY_FILTER })).toEqual({});
  });

  it("joins ids by commas and merges the route into the lists", () => {
    expect(
      listingServerQuery({
        route: {
          type: "universities",
          programLevel: { _tag: "DegreeProgram", program: { id: 2, slug: "master" } },
          country: { id: 1, slug: "china" },
          city: { id: 10, slug: "beijing" },
        },
        query: {
          ...EMPTY_LISTING_QUERY,
          countries: [
            { id: 1, slug: "china" },
            { id: 2, slug: "korea" },
          ],
          cities: [{ id: 20, slug: "seoul" }],
          hasGrant: true,
          partners: true,
          vacancies: true,
          directions: [
            { id: 1, slug: "business" },
            { id: 5, slug: "medicine" },
          ],
          programLevels: [{ id: 1, slug: "bachelor" }],
          languages: [{ id: 2, slug: "chinese" }],
          specialties: [{ id: 7, slug: "economics" }],
          title: " Цинхуа ",
        },
        secondary: EMPTY_SECONDARY_FILTER,
      }),
    ).toEqual({
      countries: "1,2",
      cities: "10,20",
      type: 1,
      has_grants: true,
      is_partner: true,
      vacancies: true,
      directions: "1,5",
      program_level: "2,1",
      languages: "2",
      specialties: "7",
      title: "Цинхуа",
    });
  });

  it("sets lang_courses from the language-course route and lets education_type win over the route type", () => {
    expect(
      listingServerQuery({
        route: { ...route, type: "universities", programLevel: { _tag: "LanguageCourse" } },
        query: { ...EMPTY_LISTING_QUERY, educationType: "schools" },
        secondary: EMPTY_SECONDARY_FILTER,
      }),
    ).toEqual({ type: 3, lang_courses: true });
  });
});
