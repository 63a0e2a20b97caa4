import type { MainData } from "../../core/domain/main-data/main-data";
import { ANONYMOUS_USER } from "../../core/domain/user/anonymous-user";
import { buildBanner } from "./banner.builder";
import { buildFaqEntry } from "./faq-entry.builder";
import { buildLayoutSettings } from "./layout-settings.builder";
import { buildPageData } from "./page-data.builder";

/** Home data for an anonymous visitor with one banner slot and empty filters. */
export const buildMainData = (overrides: Partial<MainData> = {}): MainData => ({
  hsk: { block_platform: null },
  banners: { main_top: [buildBanner()] },
  page: buildPageData(),
  layout_settings: buildLayoutSettings(),
  main_faq: [buildFaqEntry()],
  user: ANONYMOUS_USER,
  filters: {
    cities: [],
    countries: [],
    lang_instructions: [],
    degree_programs: [],
    directions: [],
    specialties: [],
  },
  notice: null,
  exchange_rates: [{ currency: "CNY", rate_to_rub: 11.2, as_of: "2026-11-24" }],
  ...overrides,
});
