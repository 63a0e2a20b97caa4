import { describe, expect, it } from "vitest";
import { SAMPLE_FACETS } from "../../../tests/arbitraries/listing.arb";
import { EMPTY_LISTING_QUERY } from "./listing-filter-defaults";
import { parseListingQuery } from "./listing-query";
import { parseQueryString } from "./query-string-parse";

const parse = (search: string) => parseListingQuery(parseQueryString(search), SAMPLE_FACETS);

describe("parseListingQuery", () => {
  it("gives the empty query for no parameters", () => {
    expect(parse("")).toEqual(EMPTY_LISTING_QUERY);
  });

  it("reads every parameter of spec 2", () => {
    expect(
      parse(
        "?country=korea,1&city=10&education_type=colleges&has_grant=true&partners=true&vacancies=true" +
          "&lang-courses=true&directions=medicine&program_levels=2,bachelor&languages=chinese&specialties=7" +
          "&title=+%D0%A6%D0%B8%D0%BD%D1%85%D1%83%D0%B0+",
      ),
    ).toEqual({
      countries: [
        { id: 1, slug: "china" },
        { id: 2, slug: "korea" },
      ],
      cities: [{ id: 10, slug: "beijing" }],
      educationType: "colleges",
      hasGrant: true,
      partners: true,
      vacancies: true,
      langCourses: true,
      directions: [{ id: 5, slug: "medicine" }],
      programLevels: [
        { id: 1, slug: "bachelor" },
        { id: 2, slug: "master" },
      ],
      languages: [{ id: 2, slug: "chinese" }],
      specialties: [{ id: 7, slug: "economics" }],
      title: "Цинхуа",
    });
  });

  it("drops values outside the facets and flags other than true", () => {
    expect(
      parse(
        "?country=france&city=almaty-2&education_type=institutes&has_grant=1&partners=TRUE&directions=law&title=%20",
      ),
    ).toEqual(EMPTY_LISTING_QUERY);
  });

  it("reads education_type as a number too", () => {
    expect(parse("?education_type=3").educationType).toBe("schools");
  });
});
