import type { Specialty } from "../../core/domain/catalogue/specialty";
import { buildLanguage } from "./language.builder";

export const buildSpecialty = (overrides: Partial<Specialty> = {}): Specialty => ({
  id: 11,
  title: "Международная торговля",
  slug: "international-trade",
  min_price: 25_000,
  max_price: 32_000,
  period: "4 года",
  languages: [buildLanguage()],
  ...overrides,
});
