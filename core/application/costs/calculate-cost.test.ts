import { describe, expect, it } from "vitest";
import { COST_DATASET } from "../../../adapters/storage/memory/cost-dataset.fixture";
import { memoryCostFigures } from "../../../adapters/storage/memory/cost-figures.memory";
import { memoryExchangeRates } from "../../../adapters/storage/memory/exchange-rates.memory";
import { calculateCost } from "./calculate-cost";

const deps = {
  costs: memoryCostFigures(COST_DATASET),
  rates: memoryExchangeRates([{ currency: "CNY", rate_to_rub: 11.2, as_of: "2026-11-24" }]),
};

describe("calculateCost", () => {
  it("prices a base in its institution's city unless the query names another", async () => {
    const home = await calculateCost(deps, { choice: { kind: "base", id: 9701 }, city: null });
    expect(home.city).toEqual({ id: 9101, name: "Пекин", country: "Китай" });
    expect(home.cost?.lines.find((line) => line.item === "dormitory")).toMatchObject({ roubles: 179_200 });
    const xian = await calculateCost(deps, { choice: { kind: "base", id: 9701 }, city: 9102 });
    expect(xian.cost?.lines.find((line) => line.item === "dormitory")).toMatchObject({ roubles: 78_400 });
    expect(xian.cost?.lines.find((line) => line.item === "living")).toEqual({
      _tag: "Missing",
      item: "living",
      reason: "NoFigure",
    });
  });

  it("has no cost without a city, and no choice for an unknown id", async () => {
    const none = await calculateCost(deps, { choice: { kind: "program", id: 1 }, city: null });
    expect(none).toMatchObject({ choice: null, city: null, cost: null });
    expect(none.cities).toHaveLength(3);
  });
});
