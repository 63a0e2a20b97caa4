import { describe, expect, it } from "vitest";
import { buildInstitution } from "../../../tests/builders/institution.builder";
import { educationalOrganizationJsonLd } from "./organization-json-ld";

const ORIGIN = "https://shuyuan.example";

describe("educationalOrganizationJsonLd", () => {
  it("describes the institution with its names, page, logo, site, place and rating", () => {
    const institution = buildInstitution({ id: 29, rating: 4.5, ratings_count: 12 });
    expect(educationalOrganizationJsonLd(institution, ORIGIN)).toEqual({
      "@context": "https://schema.org",
      "@type": "EducationalOrganization",
      name: "Пекинский университет",
      alternateName: ["Peking University", "北京大学", "PKU"],
      url: `${ORIGIN}/universities/china/beijing/pekinskij-universitet-29/`,
      description: institution.seo?.description,
      logo: expect.stringMatching(/^https:\/\/shuyuan\.example\/uploads\/.+\/pku-logo\.webp$/),
      sameAs: ["https://english.pku.edu.cn"],
      address: { "@type": "PostalAddress", addressCountry: "Китай", addressLocality: "Пекин" },
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, ratingCount: 12, bestRating: 5, worstRating: 1 },
    });
  });

  it("leaves out what the institution does not have, and the rating before the first vote", () => {
    const institution = buildInstitution({
      title: { ru: "Школа", en: null, ch: null },
      acronym: null,
      logo: null,
      site: "javascript:alert(1)",
      seo: null,
      city: null,
      ratings_count: 0,
      rating: 0,
    });
    const ld = educationalOrganizationJsonLd(institution, ORIGIN);
    expect(Object.keys(ld).sort()).toEqual(["@context", "@type", "address", "name", "url"]);
    expect(ld.address).toEqual({ "@type": "PostalAddress", addressCountry: "Китай" });
  });
});
