import type { City } from "../../core/domain/catalogue/city";

export const buildCity = (overrides: Partial<City> = {}): City => ({
  id: 7,
  slug: "beijing",
  name: "Пекин",
  morph: null,
  country_id: 1,
  is_province: false,
  ...overrides,
});
