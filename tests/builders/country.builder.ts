import type { Country } from "../../core/domain/catalogue/country";
import type { CountryRef } from "../../core/domain/catalogue/country-ref";
import { buildTariff } from "./tariff.builder";

export const buildCountryRef = (overrides: Partial<CountryRef> = {}): CountryRef => ({
  id: 1,
  slug: "china",
  name: "Китай",
  morph: null,
  ...overrides,
});

export const buildCountry = (overrides: Partial<Country> = {}): Country => ({
  ...buildCountryRef(),
  currency: { code: "CNY", symbol: "¥" },
  tariffs: [buildTariff()],
  ...overrides,
});
