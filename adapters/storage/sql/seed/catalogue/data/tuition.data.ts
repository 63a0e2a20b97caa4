import type { CountrySlug } from "../city-fact";
import type { ProgramLevelSlug } from "./program-levels.data";

/** The lowest and highest yearly price of a band, in the country's currency. */
export type PriceBand = readonly [number, number];

export type CountryTuition = Readonly<{
  /** Seeded prices are multiples of this step. */
  step: number;
  yearly: Readonly<Record<ProgramLevelSlug, PriceBand>>;
  /** One semester of a language course. */
  languageSemester: PriceBand;
}>;

/** Realistic tuition for foreign students per year (a language course also per semester). */
export const TUITION: Readonly<Record<CountrySlug, CountryTuition>> = {
  china: {
    step: 500,
    yearly: {
      bakalavriat: [15_000, 35_000],
      magistratura: [20_000, 45_000],
      aspirantura: [25_000, 55_000],
      podgotovitelnyj: [12_000, 24_000],
      kolledzh: [10_000, 20_000],
      shkola: [60_000, 300_000],
    },
    languageSemester: [6_500, 13_000],
  },
  korea: {
    step: 100_000,
    yearly: {
      bakalavriat: [7_000_000, 14_000_000],
      magistratura: [8_000_000, 16_000_000],
      aspirantura: [9_000_000, 18_000_000],
      podgotovitelnyj: [6_400_000, 7_600_000],
      kolledzh: [5_000_000, 8_000_000],
      shkola: [20_000_000, 35_000_000],
    },
    languageSemester: [1_600_000, 1_900_000],
  },
  japan: {
    step: 10_000,
    yearly: {
      bakalavriat: [540_000, 1_600_000],
      magistratura: [540_000, 1_400_000],
      aspirantura: [540_000, 1_000_000],
      podgotovitelnyj: [700_000, 900_000],
      kolledzh: [700_000, 1_200_000],
      shkola: [1_800_000, 3_000_000],
    },
    languageSemester: [380_000, 480_000],
  },
  canada: {
    step: 500,
    yearly: {
      bakalavriat: [45_000, 70_000],
      magistratura: [25_000, 60_000],
      aspirantura: [9_000, 30_000],
      podgotovitelnyj: [15_000, 22_000],
      kolledzh: [15_000, 25_000],
      shkola: [18_000, 30_000],
    },
    languageSemester: [5_000, 8_000],
  },
};
