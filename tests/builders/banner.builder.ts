import type { Banner } from "../../core/domain/content/banner";

export const buildBanner = (overrides: Partial<Banner> = {}): Banner => ({
  id: 1,
  key: "main_top",
  title: "Гранты 2026",
  text: "Успейте подать документы",
  image: { filename: "banner-grants.webp" },
  mobile_image: null,
  link: "/universities/",
  ...overrides,
});
