import { describe, expect, it } from "vitest";
import { buildInstitutionCard } from "../../../tests/builders/institution-card.builder";
import { institutionCardHref } from "./institution-card-href";

describe("institutionCardHref", () => {
  it("links to the institution page under its type, country and city", () => {
    const card = buildInstitutionCard();
    expect(institutionCardHref(card)).toBe(
      `/${card.type_slug}/${card.country.slug}/${card.city?.slug ?? ""}/${card.slug}/`,
    );
  });

  it("leaves the city out when the institution has none", () => {
    const card = { ...buildInstitutionCard({ type: 3 }), city: null };
    expect(institutionCardHref(card)).toBe(`/schools/${card.country.slug}/${card.slug}/`);
  });
});
