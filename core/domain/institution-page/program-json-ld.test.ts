import { describe, expect, it } from "vitest";
import { buildDegreeProgram } from "../../../tests/builders/degree-program.builder";
import { buildEducationBase } from "../../../tests/builders/education-base.builder";
import { buildInstitutionRef } from "../../../tests/builders/institution-ref.builder";
import { buildSpecialty } from "../../../tests/builders/specialty.builder";
import { degreeProgramJsonLd, educationBaseJsonLd } from "./program-json-ld";

const ORIGIN = "https://shuyuan.example";
const ref = buildInstitutionRef({ id: 29, slug: "cugb-29" });
const PAGE = `${ORIGIN}/universities/china/beijing/cugb-29/`;

describe("educationBaseJsonLd", () => {
  it("gives the base's offer, length of study, deadline, places and languages", () => {
    const base = buildEducationBase({
      id: 261,
      slug: "paid-261",
      title: "Платное обучение",
      excerpt: "4 года на китайском",
      min_price: 29000,
      max_price: 35500,
      submission_at: "2027-06-15T20:59:59.000Z",
      specialties: [buildSpecialty({ period: "4 года" }), buildSpecialty({ id: 12, period: "4 года" })],
      total_places: 71,
    });
    expect(educationBaseJsonLd(base, ref, ORIGIN, "CNY")).toEqual({
      "@context": "https://schema.org",
      "@type": "EducationalOccupationalProgram",
      name: "Платное обучение — Пекинский университет",
      url: `${PAGE}paid-261/`,
      description: "4 года на китайском",
      provider: { "@type": "EducationalOrganization", name: "Пекинский университет", url: PAGE },
      offers: {
        "@type": "AggregateOffer",
        lowPrice: 29000,
        highPrice: 35500,
        priceCurrency: "CNY",
        url: `${PAGE}paid-261/`,
      },
      timeToComplete: "P4Y",
      applicationDeadline: "2027-06-15",
      maximumEnrollment: 71,
      inLanguage: ["Китайский"],
    });
  });
});

describe("degreeProgramJsonLd", () => {
  it("sums up the program over its bases", () => {
    const program = buildDegreeProgram({
      slug: "bakalavriat",
      education_bases: [
        buildEducationBase({ min_price: 0, max_price: 0, submission_at: "2027-03-01T09:00:00.000Z" }),
        buildEducationBase({ id: 502, min_price: 30000, max_price: 36000, submission_at: "2027-06-15T09:00:00.000Z" }),
      ],
    });
    const ld = degreeProgramJsonLd(program, ref, ORIGIN, "CNY");
    expect(ld.url).toBe(`${PAGE}bakalavriat/`);
    expect(ld.offers).toEqual({ "@type": "Offer", price: 0, priceCurrency: "CNY", url: `${PAGE}bakalavriat/` });
    expect(ld.applicationDeadline).toBe("2027-06-15");
    expect(ld.timeToComplete).toBe("P4Y");
  });

  it("leaves out what it cannot know", () => {
    const program = buildDegreeProgram({
      excerpt: null,
      total_places: null,
      education_langs: [],
      education_bases: [
        buildEducationBase({
          min_price: null,
          max_price: null,
          submission_at: null,
          specialties: [],
          waves: { status: "closed", current: null, current_date_from: null, current_date_to: null, waves: [] },
        }),
      ],
    });
    expect(Object.keys(degreeProgramJsonLd(program, ref, ORIGIN)).sort()).toEqual([
      "@context",
      "@type",
      "name",
      "provider",
      "url",
    ]);
  });
});
