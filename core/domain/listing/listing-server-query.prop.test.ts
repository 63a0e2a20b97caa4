import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { facetsWithFilterArb } from "../../../tests/arbitraries/listing.arb";
import { listingServerQuery } from "./listing-server-query";
import { LISTING_TYPE_NUMBERS } from "./listing-type";

const ids = (text: string | undefined): readonly number[] => (text === undefined ? [] : text.split(",").map(Number));

describe("listingServerQuery properties", () => {
  it("never sends an empty value", () => {
    fc.assert(
      fc.property(facetsWithFilterArb, ({ filter }) => {
        for (const value of Object.values<unknown>(listingServerQuery(filter))) {
          expect(value === undefined || value === "" || value === false).toBe(false);
        }
      }),
    );
  });

  it("sends the ids of the route and query choices, each once", () => {
    fc.assert(
      fc.property(facetsWithFilterArb, ({ filter }) => {
        const { route, query } = filter;
        const sent = listingServerQuery(filter);
        const countries = new Set([route.country, ...query.countries].flatMap((ref) => (ref ? [ref.id] : [])));
        expect(new Set(ids(sent.countries))).toEqual(countries);
        expect(ids(sent.countries).length).toBe(countries.size);
        expect(ids(sent.directions)).toEqual(query.directions.map((ref) => ref.id));
        expect(ids(sent.specialties)).toEqual(query.specialties.map((ref) => ref.id));
      }),
    );
  });

  it("sends the effective type unless it is catalog, and flags only when on", () => {
    fc.assert(
      fc.property(facetsWithFilterArb, ({ filter }) => {
        const sent = listingServerQuery(filter);
        const type = filter.query.educationType === "catalog" ? filter.route.type : filter.query.educationType;
        expect(sent.type).toBe(type === "catalog" ? undefined : LISTING_TYPE_NUMBERS[type]);
        expect(sent.has_grants === true).toBe(filter.query.hasGrant);
        expect(sent.lang_courses === true).toBe(
          filter.query.langCourses || filter.route.programLevel?._tag === "LanguageCourse",
        );
      }),
    );
  });
});
