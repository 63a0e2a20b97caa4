import { describe, expect, it } from "vitest";
import { buildInstitutionCard, buildInstitutionListing } from "../../../tests/builders/institution-card.builder";
import { BLANK_INSTITUTION_LISTING, institutionListingResponseSchema } from "./institution-listing-response";

const paths = (value: unknown) =>
  institutionListingResponseSchema.safeParse(value).error?.issues.map((issue) => issue.path);

describe("institution listing response", () => {
  it("the blank listing is a valid first page with no cards, facets, places or menu", () => {
    expect(institutionListingResponseSchema.parse(BLANK_INSTITUTION_LISTING)).toEqual(BLANK_INSTITUTION_LISTING);
    expect(BLANK_INSTITUTION_LISTING).toMatchObject({ total: 0, last_page: 1, current_page: 1, per_page: 12 });
    expect(BLANK_INSTITUTION_LISTING.facets.price).toEqual({ min: 0, max: 0 });
    expect(BLANK_INSTITUTION_LISTING.location_menu).toEqual([]);
  });

  it("reads a page of cards with the page's SEO, the facets and the location menu", () => {
    const response = buildInstitutionListing([buildInstitutionCard({ id: 1 }), buildInstitutionCard({ id: 2 })]);
    const parsed = institutionListingResponseSchema.parse(response);
    expect(parsed).toEqual(response);
    expect(parsed.page.seo?.title).toBe("Университеты Китая");
    expect(parsed.facets.countries[0]?.name).toBe("Китай");
    expect(parsed.location_menu[0]?.places[0]).toEqual({
      kind: "city",
      id: 7,
      slug: "beijing",
      name: "Пекин",
      institutionsCount: 2,
    });
  });

  it("rejects a card with an invalid slug anywhere in the page", () => {
    const data = [buildInstitutionCard({ id: 1 }), { ...buildInstitutionCard({ id: 2 }), slug: "fudan" }];
    expect(paths({ ...BLANK_INSTITUTION_LISTING, total: 2, data })).toEqual([["data", 1, "slug"]]);
  });

  it("rejects a response without facets or location menu, as the old listing shape had", () => {
    const { facets: _, location_menu: __, ...old } = buildInstitutionListing();
    expect(paths(old)).toEqual([["facets"], ["location_menu"]]);
  });

  it("rejects a menu place that is neither a city nor a province and a currency without its code", () => {
    const listing = buildInstitutionListing();
    const [china] = listing.location_menu;
    const [country] = listing.facets.countries;
    if (china === undefined || country === undefined) throw new Error("the builder lists China");
    const place = { ...china.places[0], kind: "region" };
    expect(
      paths({
        ...listing,
        facets: { ...listing.facets, countries: [{ ...country, currency: { code: "", symbol: "¥" } }] },
        location_menu: [{ ...china, places: [place] }],
      }),
    ).toEqual([
      ["facets", "countries", 0, "currency", "code"],
      ["location_menu", 0, "places", 0, "kind"],
    ]);
  });
});
