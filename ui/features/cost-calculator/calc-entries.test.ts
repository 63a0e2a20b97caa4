import { describe, expect, it } from "vitest";
import { firstYearCost } from "../../../core/domain/cost/first-year-cost";
import { calcEntries } from "./calc-entries";

const city = { id: 3, name: "Пекин", country: "Китай" };
const choice = {
  kind: "base" as const,
  id: 12,
  title: "Грант",
  institution: { id: 1, title: "Пекинский университет", city_id: 3 },
  currency: "CNY" as const,
  full: 26_000,
  net: 0,
  grant: "grant" as const,
  checked_on: "2026-11-01",
};

describe("calcEntries", () => {
  it("carries the choice, the city, every line and the total, well under the API's 50 values", () => {
    const cost = firstYearCost(choice, [], [{ currency: "CNY", rate_to_rub: 11.2, as_of: "2026-11-24" }]);
    const entries = new Map(calcEntries({ cities: [city], choice, city, cost }));
    expect(entries.get("base")).toBe("12");
    expect(entries.get("city")).toBe("Пекин");
    expect(entries.get("tuition_rub")).toBe("291200");
    expect(entries.get("grant_rub")).toBe("-291200");
    expect(entries.get("visa_rub")).toBe("нет данных");
    expect(entries.get("total_rub")).toBe("0");
    expect(entries.get("complete")).toBe("нет");
    expect(entries.size).toBeLessThanOrEqual(50);
    for (const key of entries.keys()) expect(key).toMatch(/^[A-Za-z0-9_]{1,40}$/);
  });

  it("has nothing but the cities' absence when nothing is chosen", () => {
    expect(calcEntries({ cities: [], choice: null, city: null, cost: null })).toEqual([]);
  });
});
