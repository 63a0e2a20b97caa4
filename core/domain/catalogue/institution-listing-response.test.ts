import { describe, expect, it } from "vitest";
import { buildInstitution } from "../../../tests/builders/institution.builder";
import { buildSeo } from "../../../tests/builders/seo.builder";
import { BLANK_INSTITUTION_LISTING, institutionListingResponseSchema } from "./institution-listing-response";

describe("institution listing response", () => {
  it("the blank listing is a valid response with no institutions and no places", () => {
    expect(institutionListingResponseSchema.parse(BLANK_INSTITUTION_LISTING)).toEqual(BLANK_INSTITUTION_LISTING);
    expect(BLANK_INSTITUTION_LISTING.total_available_places).toBe(0);
  });

  it("reads a page of institutions with the page's SEO and the available facet ids", () => {
    const response = {
      total: 31,
      last_page: 4,
      data: [buildInstitution({ id: 1 }), buildInstitution({ id: 2 })],
      page: { seo: buildSeo({ title: "Университеты Китая" }) },
      total_available_places: 120,
      available_languages: [1, 2],
      available_programs: [301],
      available_directions: [1, 4],
    };
    expect(institutionListingResponseSchema.parse(response)).toEqual(response);
  });

  it("rejects an institution with an invalid slug anywhere in the page", () => {
    const data = [buildInstitution({ id: 1 }), { ...buildInstitution({ id: 2 }), slug: "fudan" }];
    const result = institutionListingResponseSchema.safeParse({ ...BLANK_INSTITUTION_LISTING, total: 2, data });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([["data", 1, "slug"]]);
  });
});
