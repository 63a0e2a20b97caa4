import { describe, expect, it } from "vitest";
import type { InstitutionFact } from "./institution-fact";
import { rankPlaces } from "./rank-places";

const fact = (qs: number | null, national: number | null): InstitutionFact => ({
  type: 1,
  ru: "Университет",
  en: "University",
  ch: "大学",
  acronym: "",
  city: "beijing",
  founded: null,
  qs,
  national,
  site: "",
  profile: "comprehensive",
  project: null,
  languages: [],
});

describe("rankPlaces", () => {
  it("ranks by QS place, then by national place, and leaves unranked institutions without a place", () => {
    expect(rankPlaces([fact(20, 1), fact(null, 5), fact(14, 2), fact(null, null), fact(null, 3)])).toEqual([
      2,
      4,
      1,
      null,
      3,
    ]);
  });
});
