import { describe, expect, it } from "vitest";
import { SAMPLE_FACETS } from "../../../tests/arbitraries/listing.arb";
import { parseListingRoute } from "./listing-route";

describe("parseListingRoute", () => {
  it("reads a bare type", () => {
    expect(parseListingRoute({ type: "catalog" }, SAMPLE_FACETS)).toEqual({
      ok: true,
      value: { type: "catalog", programLevel: null, country: null, city: null },
    });
  });

  it("strips the pl- prefix and resolves the degree program, country and city", () => {
    expect(
      parseListingRoute(
        { type: "universities", programLevel: "pl-master", country: "china", city: "beijing" },
        SAMPLE_FACETS,
      ),
    ).toEqual({
      ok: true,
      value: {
        type: "universities",
        programLevel: { _tag: "DegreeProgram", program: { id: 2, slug: "master" } },
        country: { id: 1, slug: "china" },
        city: { id: 10, slug: "beijing" },
      },
    });
  });

  it("reads pl-language-course as the language-courses filter", () => {
    const route = parseListingRoute({ type: "schools", programLevel: "pl-language-course" }, SAMPLE_FACETS);
    expect(route).toEqual({
      ok: true,
      value: { type: "schools", programLevel: { _tag: "LanguageCourse" }, country: null, city: null },
    });
  });

  it("returns each invalid param as a value", () => {
    const cases = [
      [{ type: "institutes" }, { _tag: "UnknownListingType", type: "institutes" }],
      [{ type: "1" }, { _tag: "UnknownListingType", type: "1" }],
      [
        { type: "catalog", programLevel: "master" },
        { _tag: "MalformedProgramLevel", programLevel: "master" },
      ],
      [
        { type: "catalog", programLevel: "pl-doctor" },
        { _tag: "UnknownProgramLevel", slug: "doctor" },
      ],
      [
        { type: "catalog", country: "france" },
        { _tag: "UnknownCountry", slug: "france" },
      ],
      [
        { type: "catalog", country: "china", city: "paris" },
        { _tag: "UnknownCity", slug: "paris" },
      ],
      [
        { type: "catalog", city: "beijing" },
        { _tag: "CityWithoutCountry", slug: "beijing" },
      ],
      [
        { type: "catalog", country: "korea", city: "beijing" },
        { _tag: "CityOutsideCountry", slug: "beijing", country: "korea" },
      ],
    ] as const;
    for (const [params, error] of cases) {
      expect(parseListingRoute(params, SAMPLE_FACETS)).toEqual({ ok: false, error });
    }
  });
});
