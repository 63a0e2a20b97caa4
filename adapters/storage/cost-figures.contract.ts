import { beforeAll, expect, it } from "vitest";
import type { CostFigure } from "../../core/domain/cost/cost-figure";
import type { CostFigureRepository } from "../../core/ports/cost-figure-repository.port";
import { BEIJING, COST_DATASET, COST_SOURCE as source, PKU, SEOUL, XIAN } from "./memory/cost-dataset.fixture";
import type { CostDataset } from "./memory/cost-figures.memory";

const amounts = (figures: readonly CostFigure[]) =>
  Object.fromEntries(figures.map((entry) => [entry.item, entry.amount]));

/** The shared behaviour of every CostFigureRepository adapter, over COST_DATASET as `open` stores it. */
export function costFiguresContract(open: (data: CostDataset) => Promise<CostFigureRepository>) {
  let costs: CostFigureRepository;
  beforeAll(async () => {
    costs = await open(COST_DATASET);
  });

  it("lists the cities grouped by country", async () => {
    const ours = (await costs.cities()).filter((city) => city.id > 9000);
    expect(ours).toEqual([
      { id: BEIJING, name: "Пекин", country: "Китай" },
      { id: XIAN, name: "Сиань", country: "Китай" },
      { id: SEOUL, name: "Сеул", country: "Корея" },
    ]);
  });

  it("reads a grant base with the program's full price, and a program without a base", async () => {
    expect(await costs.choice("base", 9701)).toEqual({
      kind: "base",
      id: 9701,
      title: "Грант",
      institution: { id: PKU, title: "Пекинский университет", city_id: BEIJING },
      currency: "CNY",
      full: 26_000,
      net: 0,
      grant: "grant",
      checked_on: "2026-10-20",
    });
    expect(await costs.choice("program", 9601)).toMatchObject({
      title: "Бакалавриат: экономика",
      full: 26_000,
      net: null,
    });
    expect(await costs.choice("program", 9602)).toMatchObject({
      full: null,
      net: null,
      grant: "none",
      checked_on: null,
    });
  });

  it("answers null for an unknown program or base", async () => {
    expect(await costs.choice("base", 9999)).toBeNull();
    expect(await costs.choice("program", 9999)).toBeNull();
  });

  it("picks the institution's figure over the country's and the city's own figures", async () => {
    expect(amounts(await costs.figures(BEIJING, PKU))).toEqual({
      visa: 4_400,
      application_fee: 800,
      dormitory: 16_000,
      living: 3_800,
      insurance: 800,
    });
    expect(amounts(await costs.figures(XIAN, null))).toEqual({
      visa: 4_400,
      application_fee: 400,
      dormitory: 7_000,
      insurance: 800,
    });
  });

  it("keeps each figure's currency, period, source and day", async () => {
    const living = (await costs.figures(BEIJING, null)).find((entry) => entry.item === "living");
    expect(living).toEqual({
      item: "living",
      amount: 3_800,
      currency: "CNY",
      period: "month",
      source,
      checked_on: "2026-11-20",
    });
  });

  it("answers no figures of another country, and none for an unknown city", async () => {
    expect(amounts(await costs.figures(SEOUL, PKU))).toEqual({ insurance: 852_000 });
    expect(await costs.figures(9999, null)).toEqual([]);
  });
}
