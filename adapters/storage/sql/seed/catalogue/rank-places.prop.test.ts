import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { InstitutionFact } from "./institution-fact";
import { rankPlaces } from "./rank-places";

const factArb: fc.Arbitrary<InstitutionFact> = fc
  .record({
    qs: fc.option(fc.integer({ min: 1, max: 1000 }), { nil: null }),
    national: fc.option(fc.integer({ min: 1, max: 200 }), { nil: null }),
  })
  .map(({ qs, national }) => ({
    type: 1,
    ru: "Университет",
    en: "University",
    ch: "大学",
    acronym: "",
    city: "beijing",
    founded: null,
    qs,
    national,
    site: "",
    profile: "comprehensive",
    project: null,
    languages: [],
  }));

describe("rankPlaces properties", () => {
  it("numbers the ranked institutions 1..n and no others", () => {
    fc.assert(
      fc.property(fc.array(factArb, { maxLength: 30 }), (facts) => {
        const places = rankPlaces(facts);
        const ranked = facts.filter((fact) => fact.qs !== null || fact.national !== null).length;
        const given = places.filter((place): place is number => place !== null).sort((a, b) => a - b);
        expect(given).toEqual(Array.from({ length: ranked }, (_, index) => index + 1));
        facts.forEach((fact, index) => {
          expect(places[index] === null).toBe(fact.qs === null && fact.national === null);
        });
      }),
    );
  });

  it("puts a better QS place first", () => {
    fc.assert(
      fc.property(fc.array(factArb, { maxLength: 30 }), (facts) => {
        const places = rankPlaces(facts);
        facts.forEach((a, i) => {
          facts.forEach((b, j) => {
            if (a.qs !== null && b.qs !== null && a.qs < b.qs) expect(places[i] ?? 0).toBeLessThan(places[j] ?? 0);
          });
        });
      }),
    );
  });
});
