import { describe, expect, it } from "vitest";
import { SAMPLE_FACETS } from "../../../tests/arbitraries/listing.arb";
import { buildLocationMenu } from "./location-menu";

describe("buildLocationMenu", () => {
  it("nests cities and provinces under their countries, ordered by Russian name", () => {
    expect(buildLocationMenu(SAMPLE_FACETS)).toEqual([
      {
        kind: "country",
        id: 1,
        slug: "china",
        name: "Китай",
        institutionsCount: 120,
        places: [
          { kind: "city", id: 10, slug: "beijing", name: "Пекин", institutionsCount: 40 },
          { kind: "province", id: 12, slug: "heilongjiang", name: "Хэйлунцзян", institutionsCount: 12 },
          { kind: "city", id: 11, slug: "shanghai", name: "Шанхай", institutionsCount: 30 },
        ],
      },
      {
        kind: "country",
        id: 2,
        slug: "korea",
        name: "Корея",
        institutionsCount: 15,
        places: [{ kind: "city", id: 20, slug: "seoul", name: "Сеул", institutionsCount: 15 }],
      },
      { kind: "country", id: 3, slug: "japan", name: "Япония", institutionsCount: 0, places: [] },
    ]);
  });

  it("sorts Ё with Е, not before А", () => {
    const menu = buildLocationMenu({
      countries: [
        { id: 1, slug: "e", name: "Ёсу", morph: null, institutions_count: 1, currency: { code: "CNY", symbol: "¥" } },
        {
          id: 2,
          slug: "a",
          name: "Алматы",
          morph: null,
          institutions_count: 1,
          currency: { code: "CNY", symbol: "¥" },
        },
        {
          id: 3,
          slug: "j",
          name: "Жасмин",
          morph: null,
          institutions_count: 1,
          currency: { code: "CNY", symbol: "¥" },
        },
      ],
      cities: [],
    });
    expect(menu.map((country) => country.name)).toEqual(["Алматы", "Ёсу", "Жасмин"]);
  });
});
