import type { CostFigure } from "../../../core/domain/cost/cost-figure";
import type { ScopedCostFigure } from "../../../core/domain/cost/figure-scope";
import type { CostDataset } from "./cost-figures.memory";

export const COST_SOURCE = { name: "Numbeo", url: "https://www.numbeo.com/cost-of-living/" };

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
  source: COST_SOURCE,
  checked_on: "2026-11-20",
  scope,
  ...over,
});

/** The contract's places: two countries, three cities, one institution. */
export const CHINA = 901;
export const KOREA = 902;
export const BEIJING = 9101;
export const XIAN = 9102;
export const SEOUL = 9201;
export const PKU = 9501;

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
