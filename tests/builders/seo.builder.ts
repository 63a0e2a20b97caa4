import type { Seo } from "../../core/domain/catalogue/seo";

export const buildSeo = (overrides: Partial<Seo> = {}): Seo => ({
  title: "Пекинский университет: поступление и стоимость обучения",
  description: "Программы, гранты и цены Пекинского университета.",
  keywords: "учеба в Китае, Пекинский университет",
  h1: "Пекинский университет",
  canonical: null,
  ...overrides,
});
