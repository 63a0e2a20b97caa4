import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { degreeProgramArb, educationBaseArb } from "../../../tests/arbitraries/catalogue.arb";
import { locatedInstitutionRefArb } from "../../../tests/arbitraries/institution-page.arb";
import { currencyArb } from "../../../tests/arbitraries/price.arb";
import { plainSlugArb } from "../../../tests/arbitraries/route.arb";
import { resolvePath } from "../route/resolve-path";
import { degreeProgramJsonLd, educationBaseJsonLd } from "./program-json-ld";

const ORIGIN = "https://shuyuan.example";
/** Degree program slugs as spec 5 allows them (the shared arbitrary also makes ones ending in digits). */
const programArb = fc.tuple(degreeProgramArb, plainSlugArb).map(([program, slug]) => ({ ...program, slug }));
const currencyOption = fc.option(currencyArb, { nil: undefined });

describe("program JSON-LD properties", () => {
  it("links a base's own page and its provider's, each resolving to that screen", () => {
    fc.assert(
      fc.property(educationBaseArb, locatedInstitutionRefArb, currencyOption, (base, ref, currency) => {
        const ld = educationBaseJsonLd(base, ref, ORIGIN, currency);
        expect(resolvePath(ld.url.slice(ORIGIN.length))).toMatchObject({
          _tag: "Matched",
          screen: "institution-education-base",
          params: { educationBase: base.slug, institution: ref.slug },
        });
        expect(resolvePath(ld.provider.url.slice(ORIGIN.length))).toMatchObject({ screen: "institution" });
        if (ld.offers) expect(ld.offers.priceCurrency).toBe(currency);
      }),
    );
  });

  it("links a program's own page, with a deadline as a calendar day when it has one", () => {
    fc.assert(
      fc.property(programArb, locatedInstitutionRefArb, (program, ref) => {
        const ld = degreeProgramJsonLd(program, ref, ORIGIN);
        expect(resolvePath(ld.url.slice(ORIGIN.length))).toMatchObject({
          _tag: "Matched",
          screen: "degree-program",
          params: { degreeProgram: program.slug, institution: ref.slug },
        });
        if (ld.applicationDeadline !== undefined) expect(ld.applicationDeadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        if (ld.timeToComplete !== undefined) expect(ld.timeToComplete).toMatch(/^P\d+[YMW]$/);
        expect(JSON.parse(JSON.stringify(ld))).toEqual(ld);
      }),
    );
  });
});
