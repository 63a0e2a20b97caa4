import { describe, expect, it } from "vitest";
import { buildInstitutionCard, buildInstitutionListing } from "../../../tests/builders/institution-card.builder";
import { mergeListingPages } from "./listing-pages-merge";

const cards = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => buildInstitutionCard({ id: from + index }));

describe("mergeListingPages", () => {
  it("joins the cards of consecutive answers and pages them by the page size", () => {
    const first = buildInstitutionListing(cards(1, 4), { total: 11, per_page: 4, last_page: 3 });
    const second = buildInstitutionListing(cards(5, 4), { total: 11, per_page: 4, current_page: 2, last_page: 3 });
    const merged = mergeListingPages([first, second], 3, 2);
    expect(merged?.data.map((card) => card.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(merged).toMatchObject({ total: 11, current_page: 3, per_page: 2, last_page: 6 });
    expect(merged?.facets).toBe(first.facets);
  });

  it("answers null without answers and one page for an empty listing", () => {
    expect(mergeListingPages([], 1, 12)).toBeNull();
    expect(mergeListingPages([buildInstitutionListing([], { total: 0 })], 1, 12)?.last_page).toBe(1);
  });
});
