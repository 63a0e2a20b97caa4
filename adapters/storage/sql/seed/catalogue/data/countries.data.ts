import type { CurrencyCode } from "../../../../../../core/domain/price/currency-code";
import type { CountrySlug } from "../city-fact";

export type CountryFact = Readonly<{
  id: number;
  slug: CountrySlug;
  name: string;
  currency: CurrencyCode;
  /** The currency after "от 20 000" (genitive plural): seeded prices are multiples of 100. */
  currencyWord: string;
}>;

/** The four countries of the catalogue, in menu order; ids are stable. */
export const COUNTRIES: readonly CountryFact[] = [
  { id: 1, slug: "china", name: "Китай", currency: "CNY", currencyWord: "юаней" },
  { id: 2, slug: "korea", name: "Корея", currency: "KRW", currencyWord: "вон" },
  { id: 3, slug: "japan", name: "Япония", currency: "JPY", currencyWord: "иен" },
  { id: 4, slug: "canada", name: "Канада", currency: "CAD", currencyWord: "канадских долларов" },
];
