import { describe, expect, it } from "vitest";
import { buildCity } from "../../../tests/builders/city.builder";
import { buildInstitutionRef } from "../../../tests/builders/institution-ref.builder";
import { educationBaseHref } from "./education-base-href";

describe("educationBaseHref", () => {
  it("puts the base after the institution's type, country and city", () => {
    const ref = buildInstitutionRef({ id: 29, slug: "cugb-29", city: buildCity({ slug: "beijing" }) });
    expect(educationBaseHref(ref, "grant-261")).toBe("/universities/china/beijing/cugb-29/grant-261/");
  });

  it("leaves the city out when the institution has none", () => {
    const ref = buildInstitutionRef({ id: 7, slug: "seoul-college-7", type: 2, city: null });
    expect(educationBaseHref(ref, "paid-3")).toBe("/colleges/china/seoul-college-7/paid-3/");
  });
});
