import { describe, expect, it } from "vitest";
import { SAMPLE_FACETS } from "../../../tests/arbitraries/listing.arb";
import { EMPTY_SECONDARY_FILTER } from "./listing-filter-defaults";
import { parseQueryString } from "./query-string-parse";
import { parseSecondaryFilter } from "./secondary-filter";

const parse = (search: string) => parseSecondaryFilter(parseQueryString(search), SAMPLE_FACETS);

describe("parseSecondaryFilter", () => {
  it("defaults to nothing chosen and price_from 0", () => {
    expect(parse("")).toEqual(EMPTY_SECONDARY_FILTER);
  });

  it("reads the second set under its filter. names", () => {
    expect(
      parse(
        "?filter.type_educations=3,universities&filter.degree_programs=phd&filter.type_grants=2" +
          "&filter.lang_instructions=english&filter.directions=4&filter.cities=shanghai,beijing" +
          "&filter.countries=china&filter.price_from=5000",
      ),
    ).toEqual({
      typeEducations: ["universities", "schools"],
      degreePrograms: [{ id: 3, slug: "phd" }],
      typeGrants: ["scholarships"],
      langInstructions: [{ id: 1, slug: "english" }],
      directions: [{ id: 4, slug: "science-and-engineering" }],
      cities: [
        { id: 10, slug: "beijing" },
        { id: 11, slug: "shanghai" },
      ],
      countries: [{ id: 1, slug: "china" }],
      priceFrom: 5000,
    });
  });

  it("drops unknown values and a price_from under price.min", () => {
    expect(
      parse("?filter.type_educations=catalog,0,4&filter.type_grants=loans&filter.price_from=500&directions=medicine"),
    ).toEqual(EMPTY_SECONDARY_FILTER);
  });
});
