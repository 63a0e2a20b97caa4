import { describe, expect, it } from "vitest";
import { UNRESTRICTED_CRITERIA } from "../../../../core/application/listing/unrestricted-criteria";
import { buildListingIndex, type IndexedInstitution } from "./institution-listing-index";

const institution = (id: number, overrides: Partial<IndexedInstitution> = {}): IndexedInstitution => ({
  id,
  type: 1,
  countryId: 1,
  cityId: null,
  hasGrants: false,
  isPartner: false,
  availablePlaces: 0,
  hasLangCourses: false,
  languageIds: [],
  programLevelIds: [],
  directionIds: [],
  specialtyIds: [],
  grantTypes: [],
  price: null,
  rating: 0,
  rankPlaceWorld: null,
  titles: ["Университет", "", "", ""],
  ...overrides,
});
const dictionary = {
  countries: [{ id: 1, slug: "china", name: "Китай", morph: null, currency: { code: "CNY", symbol: "CN¥" }, rank: 0 }],
  cities: [],
  languages: [{ id: 1, slug: "kitajskij", title: "Китайский", rank: 0 }],
  programLevels: [],
  directions: [],
  specialties: [],
};

describe("the listing index", () => {
  it("never matches a title text across two fields or two institutions", () => {
    const index = buildListingIndex(
      [institution(1, { titles: ["Пекин", "beijing", "", ""] }), institution(2, { titles: ["Харбин", "", "", ""] })],
      dictionary,
    );
    const found = (needle: string) => index.evaluate({ ...UNRESTRICTED_CRITERIA, titles: [needle] }).total;
    expect(found("пекин")).toBe(1);
    expect(found("н\nb")).toBe(0);
    expect(found("g\n")).toBe(0);
    expect(found("\u0000х")).toBe(0);
    expect(found("beijing\u0000")).toBe(0);
    expect(found("харбин")).toBe(1);
  });

  it("counts an institution once for an id its list repeats, and ignores ids that cannot exist", () => {
    const index = buildListingIndex([institution(1, { languageIds: [1, 1, -3, 2.5] })], dictionary);
    const evaluation = index.evaluate(UNRESTRICTED_CRITERIA);
    expect(evaluation.facets.languages).toEqual([{ id: 1, slug: "kitajskij", title: "Китайский", rank: 0, count: 1 }]);
    expect(index.evaluate({ ...UNRESTRICTED_CRITERIA, languages: [[1]] }).total).toBe(1);
    expect(index.evaluate({ ...UNRESTRICTED_CRITERIA, languages: [[-3, 2.5, 10 ** 12]] }).total).toBe(0);
  });

  it("answers an empty index with nothing", () => {
    const index = buildListingIndex([], dictionary);
    const evaluation = index.evaluate({ ...UNRESTRICTED_CRITERIA, titles: ["a"], countries: [[1]] });
    expect(evaluation.total).toBe(0);
    expect(evaluation.facets.price).toBeNull();
    expect(index.pageIds(evaluation, { column: "title", order: "asc" }, 1, 10)).toEqual([]);
  });
});
