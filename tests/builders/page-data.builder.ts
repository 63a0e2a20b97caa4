import type { PageData } from "../../core/domain/main-data/page-data";
import { buildSeo } from "./seo.builder";

export const buildPageData = (overrides: Partial<PageData> = {}): PageData => ({
  seo: buildSeo({ title: "Учеба в Китае", h1: "Учеба в Китае" }),
  description: "<p>Поступление в вузы Китая.</p>",
  ...overrides,
});
