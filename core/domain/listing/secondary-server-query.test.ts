import { describe, expect, it } from "vitest";
import { EMPTY_SECONDARY_FILTER } from "./listing-filter-defaults";
import { secondaryServerQuery } from "./secondary-server-query";

describe("secondaryServerQuery", () => {
  it("sends nothing when nothing is chosen", () => {
    expect(secondaryServerQuery(EMPTY_SECONDARY_FILTER)).toEqual({});
  });

  it("sends numbers and ids joined by commas, and price.min above 0", () => {
    expect(
      secondaryServerQuery({
        typeEducations: ["universities", "schools"],
        degreePrograms: [{ id: 3, slug: "phd" }],
        typeGrants: ["grants", "scholarships"],
        langInstructions: [{ id: 1, slug: "english" }],
        directions: [{ id: 4, slug: "science-and-engineering" }],
        cities: [
          { id: 10, slug: "beijing" },
          { id: 11, slug: "shanghai" },
        ],
        countries: [{ id: 1, slug: "china" }],
        priceFrom: 5000,
      }),
    ).toEqual({
      type_educations: "1,3",
      degree_programs: "3",
      type_grants: "1,2",
      lang_instructions: "1",
      directions: "4",
      cities: "10,11",
      countries: "1",
      "price.min": 5000,
    });
  });

  it("leaves out a single city", () => {
    expect(secondaryServerQuery({ ...EMPTY_SECONDARY_FILTER, cities: [{ id: 10, slug: "beijing" }] })).toEqual({});
  });
});
