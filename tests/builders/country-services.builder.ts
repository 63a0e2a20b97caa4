import type { CountryServices } from "../../core/domain/content/country-services";
import { buildCountryRef } from "./country.builder";

export const buildCountryServices = (overrides: Partial<CountryServices> = {}): CountryServices => ({
  country: buildCountryRef(),
  currency: { code: "RUB", symbol: "₽" },
  services: [{ id: 1, title: "Подбор университета", description: null, price: 15_000 }],
  ...overrides,
});
