import { describe, expect, it } from "vitest";
import { PLACE_FORMS, RATING_VOTE_FORMS } from "./counted-nouns";
import { pluralNoun, russianPluralForm } from "./russian-plural";

describe("russianPluralForm", () => {
  it("picks the form by the last digits", () => {
    expect([1, 21, 101, 1001].map((n) => russianPluralForm(n))).toEqual(["one", "one", "one", "one"]);
    expect([2, 3, 4, 22, 34, 104].map((n) => russianPluralForm(n))).toEqual(["few", "few", "few", "few", "few", "few"]);
    expect([0, 5, 9, 10, 20, 100].map((n) => russianPluralForm(n))).toEqual([
      "many",
      "many",
      "many",
      "many",
      "many",
      "many",
    ]);
  });

  it("uses the many form for the teens", () => {
    expect([11, 12, 13, 14, 111, 214].map((n) => russianPluralForm(n))).toEqual([
      "many",
      "many",
      "many",
      "many",
      "many",
      "many",
    ]);
  });

  it("gives fractions the genitive singular, and a count that is not a number the many form", () => {
    expect([0.5, 1.5, 2.25, 5.5].map((n) => russianPluralForm(n))).toEqual(["few", "few", "few", "few"]);
    expect([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY].map((n) => russianPluralForm(n))).toEqual([
      "many",
      "many",
      "many",
    ]);
  });

  it("ignores the sign", () => {
    expect([-1, -3, -71].map((n) => russianPluralForm(n))).toEqual(["one", "few", "one"]);
  });
});

describe("pluralNoun", () => {
  it("chooses among the three forms", () => {
    expect([0, 1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 71, 101, 111, 1002].map((n) => pluralNoun(n, PLACE_FORMS))).toEqual([
      "мест",
      "место",
      "места",
      "места",
      "мест",
      "мест",
      "мест",
      "мест",
      "место",
      "места",
      "мест",
      "место",
      "место",
      "мест",
      "места",
    ]);
    expect(pluralNoun(382, RATING_VOTE_FORMS)).toBe("оценки");
  });
});
