import { describe, expect, it } from "vitest";
import type {
  InstitutionListingRepository,
  ListingSearch,
  ListingSlice,
} from "../../ports/institution-listing-repository.port";
import { listInstitutions } from "./list-institutions";
import { DEFAULT_LISTING_SORT } from "./listing-limits";
import { UNRESTRICTED_CRITERIA } from "./unrestricted-criteria";

const named = (id: number, title: string, rank = 0, count = 1) => ({ id, slug: `s-${id}`, title, rank, count });

const slice: ListingSlice = {
  total: 25,
  cards: [],
  facets: {
    countries: [
      { id: 2, slug: "korea", name: "Корея", morph: null, currency: { code: "KRW", symbol: "₩" }, rank: 2, count: 3 },
      {
        id: 1,
        slug: "china",
        name: "Китай",
        morph: null,
        currency: { code: "CNY", symbol: "CN¥" },
        rank: 1,
        count: 22,
      },
    ],
    cities: [
      { id: 11, slug: "shanghai", name: "Шанхай", morph: null, country_id: 1, is_province: false, count: 5 },
      { id: 10, slug: "harbin", name: "Ёлки", morph: null, country_id: 1, is_province: true, count: 2 },
    ],
    languages: [named(2, "Китайский"), named(1, "Английский")],
    programLevels: [named(1, "Магистратура", 3), named(2, "Бакалавриат", 2)],
    directions: [named(5, "Медицина"), named(1, "Бизнес")],
    specialties: [named(7, "Экономика"), named(8, "Ёмкости")],
    price: null,
  },
  totalAvailablePlaces: 40,
  availableLanguages: [1, 2],
  availableProgramLevels: [2],
  availableDirections: [1],
};

const repository = (seen: string[]): InstitutionListingRepository => ({
  search: async () => slice,
  pageSeo: async (path) => {
    seen.push(path);
    return { title: "Каталог", description: "", keywords: null, h1: null, canonical: null };
  },
});

const search = (page: number, perPage: number): ListingSearch => ({
  criteria: UNRESTRICTED_CRITERIA,
  sort: DEFAULT_LISTING_SORT,
  page,
  perPage,
});

describe("listInstitutions", () => {
  it("pages, orders the facets for the site and builds the location menu", async () => {
    const page = await listInstitutions({ listings: repository([]) }, { search: search(2, 12), path: null });
    expect(page).toMatchObject({ total: 25, last_page: 3, current_page: 2, per_page: 12, page: { seo: null } });
    expect(page.facets.countries.map((country) => country.id)).toEqual([1, 2]);
    expect(page.facets.cities.map((city) => [city.name, city.institutions_count])).toEqual([
      ["Ёлки", 2],
      ["Шанхай", 5],
    ]);
    expect(page.facets.lang_instructions.map((language) => language.title)).toEqual(["Английский", "Китайский"]);
    expect(page.facets.degree_programs.map((level) => level.title)).toEqual(["Бакалавриат", "Магистратура"]);
    expect(page.facets.directions.map((direction) => direction.id)).toEqual([1, 5]);
    expect(page.facets.specialties.map((specialty) => specialty.title)).toEqual(["Ёмкости", "Экономика"]);
    expect(page.facets.specialties[0]).toEqual({ id: 8, slug: "s-8", title: "Ёмкости", count: 1 });
    expect(page.facets.price).toEqual({ min: 0, max: 0 });
    expect(page.location_menu.map((country) => [country.name, country.places.map((place) => place.kind)])).toEqual([
      ["Китай", ["province", "city"]],
      ["Корея", []],
    ]);
    expect(page.available_programs).toEqual([2]);
  });

  it("answers one page for an empty result and asks for SEO only with a path", async () => {
    const seen: string[] = [];
    const listings = { ...repository(seen), search: async () => ({ ...slice, total: 0 }) };
    const empty = await listInstitutions({ listings }, { search: search(1, 12), path: null });
    expect(empty.last_page).toBe(1);
    expect(seen).toEqual([]);
    const withSeo = await listInstitutions({ listings }, { search: search(1, 12), path: "/catalog/" });
    expect(withSeo.page.seo?.title).toBe("Каталог");
    expect(seen).toEqual(["/catalog/"]);
  });

  it("counts the location menu as its links list: every other filter kept, no place chosen", async () => {
    const searches: ListingSearch[] = [];
    const listings = {
      ...repository([]),
      search: async (asked: ListingSearch) => {
        searches.push(asked);
        return asked.criteria.countries.length === 0 ? slice : { ...slice, facets: { ...slice.facets, countries: [] } };
      },
    };
    const inChina = { ...search(2, 12), criteria: { ...UNRESTRICTED_CRITERIA, countries: [[1]], hasGrants: true } };
    const page = await listInstitutions({ listings }, { search: inChina, path: null });
    expect(page.facets.countries).toEqual([]);
    expect(page.location_menu.map((country) => [country.name, country.institutionsCount])).toEqual([
      ["Китай", 22],
      ["Корея", 3],
    ]);
    expect(
      searches.map((asked) => [asked.criteria.countries, asked.criteria.cities, asked.criteria.hasGrants]),
    ).toEqual([
      [[[1]], [], true],
      [[], [], true],
    ]);

    searches.length = 0;
    await listInstitutions({ listings }, { search: search(1, 12), path: null });
    expect(searches).toHaveLength(1);
  });
});
