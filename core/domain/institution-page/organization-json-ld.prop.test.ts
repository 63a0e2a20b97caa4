import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { institutionArb } from "../../../tests/arbitraries/catalogue.arb";
import { resolvePath } from "../route/resolve-path";
import { educationalOrganizationJsonLd } from "./organization-json-ld";

const ORIGIN = "https://shuyuan.example";

describe("educationalOrganizationJsonLd properties", () => {
  it("points at the institution's own page and names it in Russian", () => {
    fc.assert(
      fc.property(institutionArb, (institution) => {
        const ld = educationalOrganizationJsonLd(institution, ORIGIN);
        expect(ld.name).toBe(institution.title.ru);
        expect(ld.url.startsWith(`${ORIGIN}/`)).toBe(true);
        expect(resolvePath(ld.url.slice(ORIGIN.length))).toMatchObject({
          _tag: "Matched",
          screen: "institution",
          params: { institution: institution.slug },
        });
      }),
    );
  });

  it("rates only what visitors have rated, within 1..5 stars", () => {
    fc.assert(
      fc.property(institutionArb, (institution) => {
        const rating = educationalOrganizationJsonLd(institution, ORIGIN).aggregateRating;
        expect(rating === undefined).toBe(institution.ratings_count === 0);
        if (rating)
          expect(rating).toMatchObject({ ratingValue: institution.rating, ratingCount: institution.ratings_count });
      }),
    );
  });

  it("survives a JSON round trip unchanged (plain data only)", () => {
    fc.assert(
      fc.property(institutionArb, (institution) => {
        const ld = educationalOrganizationJsonLd(institution, ORIGIN);
        expect(JSON.parse(JSON.stringify(ld))).toEqual(ld);
      }),
    );
  });
});
