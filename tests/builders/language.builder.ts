import type { Language } from "../../core/domain/catalogue/language";

export const buildLanguage = (overrides: Partial<Language> = {}): Language => ({
  id: 1,
  title: "Китайский",
  slug: "chinese",
  morph: null,
  ...overrides,
});
