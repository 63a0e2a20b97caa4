import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { locatedInstitutionRefArb } from "../../../tests/arbitraries/institution-page.arb";
import { entitySlugArb } from "../../../tests/arbitraries/route.arb";
import { resolvePath } from "../route/resolve-path";
import { educationBaseHref } from "./education-base-href";

describe("educationBaseHref properties", () => {
  it("resolves back to the education base screen of that institution and base", () => {
    fc.assert(
      fc.property(locatedInstitutionRefArb, entitySlugArb, (ref, base) => {
        const resolution = resolvePath(educationBaseHref(ref, base));
        expect(resolution).toEqual({
          _tag: "Matched",
          screen: "institution-education-base",
          params: {
            type: ref.type_slug,
            country: ref.country.slug,
            ...(ref.city === null ? {} : { city: ref.city.slug }),
            institution: ref.slug,
            educationBase: base,
          },
        });
      }),
    );
  });
});
