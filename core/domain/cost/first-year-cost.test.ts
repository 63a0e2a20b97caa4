import { describe, expect, it } from "vitest";
import type { CostChoice } from "./cost-choice";
import type { CostFigure } from "./cost-figure";
import { firstYearCost } from "./first-year-cost";

const CNY = { currency: "CNY", rate_to_rub: 11.2, as_of: "2026-11-24" } as const;
const source = { name: "Numbeo", url: "https://www.numbeo.com/" };

const choice = (over: Partial<CostChoice> = {}): CostChoice => ({
  kind: "base",
  id: 7,
  title: "Бакалавриат",
  institution: { id: 1, title: "Пекинский университет", city_id: 1 },
  currency: "CNY",
  full: 26_000,
  net: 0,
  grant: "grant",
  checked_on: "2026-11-01",
  ...over,
});

const figure = (over: Partial<CostFigure>): CostFigure => ({
  item: "living",
  amount: 3_000,
  currency: "CNY",
  period: "month",
  source,
  checked_on: "2026-11-20",
  ...over,
});

describe("firstYearCost", () => {
  it("takes the full tuition and a grant line that brings it to the base's own price", () => {
    const [tuition, grant] = firstYearCost(choice(), [], [CNY]).lines;
    expect(tuition).toMatchObject({ _tag: "Priced", item: "tuition", roubles: 291_200, amount: 26_000 });
    expect(grant).toMatchObject({ _tag: "Priced", item: "grant", roubles: -291_200, amount: -26_000 });
  });

  it("subtracts a scholarship as the difference of the full and the base's price", () => {
    const lines = firstYearCost(choice({ grant: "scholarship", net: 12_500 }), [], [CNY]).lines;
    expect(lines.slice(0, 2).map((line) => (line._tag === "Priced" ? line.roubles : null))).toEqual([
      291_200, -151_200,
    ]);
  });

  it("prices a program or a paid base at its own price with no grant line", () => {
    const program = firstYearCost(choice({ kind: "program", net: null, grant: "none" }), [], [CNY]).lines;
    expect(program.filter((line) => line.item === "grant")).toEqual([]);
    expect(program[0]).toMatchObject({ roubles: 291_200 });
    const paid = firstYearCost(choice({ net: 30_000, grant: "none" }), [], [CNY]).lines;
    expect(paid[0]).toMatchObject({ roubles: 336_000, amount: 30_000 });
  });

  it("takes the base's price when the program has no paid place to compare with", () => {
    const lines = firstYearCost(choice({ full: null, net: 0 }), [], [CNY]).lines;
    expect(lines[0]).toMatchObject({ _tag: "Priced", item: "tuition", roubles: 0 });
    expect(lines.some((line) => line.item === "grant")).toBe(false);
  });

  it("counts a monthly figure twelve times and rounds each line half up", () => {
    const cost = firstYearCost(
      null,
      [figure({ amount: 2_501 }), figure({ item: "visa", amount: 1, period: "once" })],
      [{ ...CNY, rate_to_rub: 0.5 }],
    );
    expect(cost.lines.find((line) => line.item === "living")).toMatchObject({ roubles: 15_006, amount: 30_012 });
    expect(cost.lines.find((line) => line.item === "visa")).toMatchObject({ roubles: 1 });
  });

  it("leaves missing lines out of the total and says the total is incomplete", () => {
    const cost = firstYearCost(null, [figure({ currency: "RUB", amount: 40_000 })], []);
    expect(cost.lines[0]).toEqual({ _tag: "Missing", item: "tuition", reason: "NoChoice" });
    expect(cost.total).toBe(480_000);
    expect(cost.complete).toBe(false);
  });

  it("shows a free item as a priced zero with its source", () => {
    const cost = firstYearCost(null, [figure({ item: "visa", amount: 0, currency: "JPY", period: "once" })], []);
    expect(cost.lines.find((line) => line.item === "visa")).toMatchObject({
      _tag: "Priced",
      roubles: 0,
      origin: { _tag: "Figure", source, checked_on: "2026-11-20" },
    });
  });
});
