import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { institutionCardArb } from "../../../tests/arbitraries/institution-listing.arb";
import { EDUCATION_TYPES } from "../constants/education-type";
import { institutionCardSchema } from "./institution-card";

describe("institution card properties", () => {
  it("every valid card survives JSON and parses to itself", () => {
    fc.assert(
      fc.property(institutionCardArb, (card) => {
        expect(institutionCardSchema.parse(JSON.parse(JSON.stringify(card)))).toEqual(card);
      }),
    );
  });

  it("a card whose type slug names another type is rejected exactly at type_slug", () => {
    fc.assert(
      fc.property(institutionCardArb, fc.constantFrom("universities", "colleges", "schools"), (card, slug) => {
        const result = institutionCardSchema.safeParse({ ...card, type_slug: slug });
        expect(result.success).toBe(EDUCATION_TYPES[slug] === card.type);
        if (!result.success) expect(result.error.issues.map((issue) => issue.path)).toEqual([["type_slug"]]);
      }),
    );
  });

  it("a negative counter is rejected at its own field", () => {
    const counters = ["ratings_count", "comments_count", "places_applicants", "available_places", "views"] as const;
    fc.assert(
      fc.property(
        institutionCardArb,
        fc.constantFrom(...counters),
        fc.integer({ min: -1000, max: -1 }),
        (card, field, n) => {
          const result = institutionCardSchema.safeParse({ ...card, [field]: n });
          expect(result.error?.issues.map((issue) => issue.path)).toEqual([[field]]);
        },
      ),
    );
  });
});
