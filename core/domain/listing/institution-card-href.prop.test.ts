import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { institutionCardArb } from "../../../tests/arbitraries/institution-listing.arb";
import { resolvePath } from "../route/resolve-path";
import { institutionCardHref } from "./institution-card-href";

describe("institutionCardHref properties", () => {
  it("always names the institution screen of that very institution", () => {
    fc.assert(
      fc.property(institutionCardArb, (card) => {
        expect(resolvePath(institutionCardHref(card))).toEqual({
          _tag: "Matched",
          screen: "institution",
          params: {
            type: card.type_slug,
            institution: card.slug,
            country: card.country.slug,
            ...(card.city === null ? {} : { city: card.city.slug }),
          },
        });
      }),
    );
  });
});
