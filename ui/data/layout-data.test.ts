import { describe, expect, it } from "vitest";
import { buildMainData } from "../../tests/builders/main-data.builder";
import { buildSeo } from "../../tests/builders/seo.builder";
import { layoutDataOf } from "./layout-data";

const CHINA = {
  id: 1,
  slug: "china",
  name: "Китай",
  morph: null,
  institutions_count: 12,
  currency: { code: "CNY", symbol: "¥" },
} as const;
const HARBIN = { id: 9, slug: "harbin", name: "Харбин", morph: null, country_id: 1, is_province: false };
const NAMED = { id: 3, slug: "ekonomika", title: "Экономика" };

describe("layoutDataOf", () => {
  const main = buildMainData({
    page: { seo: buildSeo(), description: "<p>Текст страницы</p>" },
    filters: {
      countries: [CHINA],
      cities: [{ ...HARBIN, institutions_count: 5 }],
      lang_instructions: [NAMED],
      degree_programs: [NAMED],
      directions: [NAMED],
      specialties: [NAMED],
      price: { min: 1000 },
    },
  });
  const layout = layoutDataOf(main, "/");

  it("keeps what the pages read, as it came", () => {
    expect(layout.hsk).toBe(main.hsk);
    expect(layout.banners).toBe(main.banners);
    expect(layout.layout_settings).toBe(main.layout_settings);
    expect(layout.main_faq).toBe(main.main_faq);
    expect(layout.user).toBe(main.user);
    expect(layout.notice).toBe(main.notice);
    expect(layout.exchange_rates).toBe(main.exchange_rates);
    expect(layout.filters).toEqual({ countries: [CHINA] });
  });

  it("leaves out the page data and every facet but the countries", () => {
    expect(Object.keys(layout).sort()).toEqual(
      ["banners", "exchange_rates", "filters", "hsk", "layout_settings", "main_faq", "notice", "user"].sort(),
    );
    expect(JSON.stringify(layout)).not.toContain("Текст страницы");
    expect(JSON.stringify(layout)).not.toContain("Харбин");
    expect(JSON.stringify(layout)).not.toContain("Экономика");
  });

  it("keeps the home page's blocks on the home page only", () => {
    const home = buildMainData({
      main_faq: [{ id: 1, question: "Как поступить?", answer: "<p>Подать заявку.</p>", sort: 0 }],
    });
    const away = layoutDataOf(home, "/universities/");
    expect(away.main_faq).toEqual([]);
    expect(away.banners).toEqual({});
    expect(away.layout_settings.interactive_map).toEqual([]);
    expect(away.layout_settings.demand_institutions).toEqual([]);
    expect(away.layout_settings.last_events).toEqual([]);
    expect(away.layout_settings.contacts).toBe(home.layout_settings.contacts);
    expect(away.layout_settings.footer).toBe(home.layout_settings.footer);
    expect(away.hsk).toBe(home.hsk);
    expect(layoutDataOf(home, "/").main_faq).toBe(home.main_faq);
  });
});
