import { describe, expect, it } from "vitest";
import { russianPluralForm } from "./russian-plural";

describe("russianPluralForm", () => {
  it("picks the form by the last digits", () => {
    expect([1, 21, 101, 1001].map(russianPluralForm)).toEqual(["one", "one", "one", "one"]);
    expect([2, 3, 4, 22, 34, 104].map(russianPluralForm)).toEqual(["few", "few", "few", "few", "few", "few"]);
    expect([0, 5, 9, 10, 20, 100].map(russianPluralForm)).toEqual(["many", "many", "many", "many", "many", "many"]);
  });

  it("uses the many form for the teens", () => {
    expect([11, 12, 13, 14, 111, 214].map(russianPluralForm)).toEqual(["many", "many", "many", "many", "many", "many"]);
  });
});
