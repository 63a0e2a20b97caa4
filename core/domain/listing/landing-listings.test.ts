import { describe, expect, it } from "vitest";
import { resolvePath } from "../route/resolve-path";
import { LANDING_LISTINGS, landingListingOf } from "./landing-listings";
import { listingPath } from "./listing-route-path";

describe("landingListingOf", () => {
  it("knows the three landing pages", () => {
    expect(landingListingOf("/magistratura/")).toEqual({ type: "catalog", levelSlug: "magistratura" });
    expect(landingListingOf("/bakalavriat/")).toEqual({ type: "catalog", levelSlug: "bakalavriat" });
    expect(landingListingOf("/kolledzh-posle-9-klassa/")).toEqual({ type: "colleges", levelSlug: "kolledzh" });
  });

  it("answers null for other paths, including inherited property names", () => {
    expect(landingListingOf("/magistratura")).toBeNull();
    expect(landingListingOf("toString")).toBeNull();
  });

  it("maps every landing page, itself a route of spec 2, to a listing route", () => {
    for (const [path, { type, levelSlug }] of Object.entries(LANDING_LISTINGS)) {
      expect(resolvePath(path)._tag).toBe("Matched");
      const full = listingPath({
        type,
        programLevel: { _tag: "DegreeProgram", program: { id: 1, slug: levelSlug } },
        country: null,
        city: null,
      });
      expect(resolvePath(full)).toMatchObject({ _tag: "Matched", screen: "institutions-listing" });
    }
  });
});
