import { beforeAll, expect, it } from "vitest";
import type { CostFigure } from "../../core/domain/cost/cost-figure";
import type { ScopedCostFigure } from "../../core/domain/cost/figure-scope";
import type { CostFigureRepository } from "../../core/ports/cost-figure-repository.port";
import type { CostDataset } from "./memory/cost-figures.memory";

const source = { name: "Numbeo", url: "https://www.numbeo.com/cost-of-living/" };

const figure = (
  item: CostFigure["item"],
  amount: number,
  scope: ScopedCostFigure["scope"],
  over: Partial<CostFigure> = {},
): ScopedCostFigure => ({
  item,
  amount,
  currency: "CNY",
  period: "year",
  source,
  checked_on: "2026-11-20",
  scope,
  ...over,
});

const CHINA = 901;
const KOREA = 902;
const BEIJING = 9101;
const XIAN = 9102;
const SEOUL = 9201;
const PKU = 9501;

/** Ids far from any seeded row, so the SQL leg can insert them into an empty (or seeded) database. */
export const COST_DATASET: CostDataset = {
  countries: [
    { id: CHINA, name: "Китай", currency: "CNY" },
    { id: KOREA, name: "Корея", currency: "KRW" },
  ],
  cities: [
    { id: BEIJING, country_id: CHINA, name: "Пекин" },
    { id: XIAN, country_id: CHINA, name: "Сиань" },
    { id: SEOUL, country_id: KOREA, name: "Сеул" },
  ],
  institutions: [{ id: PKU, country_id: CHINA, city_id: BEIJING, title: "Пекинский университет" }],
  programs: [
    {
      id: 9601,
      institution_id: PKU,
      title: "Бакалавриат: экономика",
      bases: [
        { id: 9701, title: "Грант", min_price: 0, type: 1, is_language_course: false, updated_on: "2026-10-01" },
        {
          id: 9702,
          title: "Стипендия",
          min_price: 12_500,
          type: 2,
          is_language_course: false,
          updated_on: "2026-10-20",
        },
        {
          id: 9703,
          title: "Платно",
          min_price: 26_000,
          type: null,
          is_language_course: false,
          updated_on: "2026-10-05",
        },
      ],
    },
    { id: 9602, institution_id: PKU, title: "Магистратура: право", bases: [] },
  ],
  figures: [
    figure(
      "visa",
      4_400,
      { country_id: CHINA, city_id: null, institution_id: null },
      { currency: "RUB", period: "once" },
    ),
    figure("application_fee", 400, { country_id: CHINA, city_id: null, institution_id: null }, { period: "once" }),
    figure("application_fee", 800, { country_id: CHINA, city_id: null, institution_id: PKU }, { period: "once" }),
    figure("dormitory", 16_000, { country_id: CHINA, city_id: BEIJING, institution_id: null }),
    figure("dormitory", 7_000, { country_id: CHINA, city_id: XIAN, institution_id: null }),
    figure("living", 3_800, { country_id: CHINA, city_id: BEIJING, institution_id: null }, { period: "month" }),
    figure("insurance", 800, { country_id: CHINA, city_id: null, institution_id: null }),
    figure("insurance", 852_000, { country_id: KOREA, city_id: null, institution_id: null }, { currency: "KRW" }),
  ],
};

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
