import { describe, expect, it } from "vitest";
import { buildInstitutionCard } from "../../../tests/builders/institution-card.builder";
import { institutionCardSchema } from "./institution-card";

const issuePaths = (value: unknown) =>
  institutionCardSchema.safeParse(value).error?.issues.map((issue) => [issue.path, issue.message]);

describe("institution card", () => {
  it("reads a card as the listing sends it, keeping every field", () => {
    const card = buildInstitutionCard({ title: { ru: "Пекинский университет", en: null, ch: "北京大学" } });
    expect(institutionCardSchema.parse(card)).toEqual(card);
    expect(institutionCardSchema.parse(card).type_name).toBe("Университет");
  });

  it("accepts an unknown price and unknown ranks", () => {
    const card = buildInstitutionCard({ price: null, rank_place_world: null, rank_place_country: null, logo: null });
    expect(institutionCardSchema.parse(card)).toEqual(card);
  });

  it("rejects a type slug that names another type", () => {
    expect(issuePaths({ ...buildInstitutionCard({ type: 2 }), type_slug: "universities" })).toEqual([
      [["type_slug"], "type_slug does not match type"],
    ]);
  });

  it("rejects a full institution's missing card fields and a rating above 5", () => {
    const { open_waves: _, available_places: __, ...rest } = buildInstitutionCard();
    expect(issuePaths({ ...rest, rating: 5.5 })?.map(([path]) => path)).toEqual([
      ["rating"],
      ["available_places"],
      ["open_waves"],
    ]);
  });
});
