import { describe, expect, it } from "vitest";
import { costQueryText, readCostQuery } from "./cost-query";

const from = (query: Record<string, string>) => (name: string) => query[name] ?? null;

describe("readCostQuery", () => {
  it("reads a base over a program, and the city", () => {
    expect(readCostQuery(from({ base: "12", program: "5", city: "3" }))).toEqual({
      choice: { kind: "base", id: 12 },
      city: 3,
    });
    expect(readCostQuery(from({ program: "5" }))).toEqual({ choice: { kind: "program", id: 5 }, city: null });
  });

  it("ignores what is not a positive id", () => {
    for (const text of ["0", "-1", "1.5", "abc", "", "99999999999", "2147483648"])
      expect(readCostQuery(from({ base: text, city: text }))).toEqual({ choice: null, city: null });
  });

  it("writes the query back in a fixed order", () => {
    expect(costQueryText({ choice: { kind: "base", id: 12 }, city: 3 })).toBe("base=12&city=3");
    expect(costQueryText({ choice: null, city: null })).toBe("");
  });
});
