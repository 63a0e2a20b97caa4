import type { MainData } from "../../core/domain/main-data/main-data";

/**
 * The part of main data that pages read (the shell, the home page, the HSK and contacts pages, and the country
 * currencies and exchange rates of institution and comparison pages). Main data also carries the page data of the path (pages load it themselves)
 * and every listing facet (the listing loads its own): both would only grow every page's HTML, twice over once
 * dehydrated, so they are left out here, as an allowlist (a new field must be added on purpose).
 */
export type LayoutData = Pick<
  MainData,
  "hsk" | "banners" | "layout_settings" | "main_faq" | "user" | "notice" | "exchange_rates"
> & {
  readonly filters: Pick<MainData["filters"], "countries">;
};

export const layoutDataOf = (main: MainData): LayoutData => ({
  hsk: main.hsk,
  banners: main.banners,
  layout_settings: main.layout_settings,
  main_faq: main.main_faq,
  user: main.user,
  notice: main.notice,
  exchange_rates: main.exchange_rates,
  filters: { countries: main.filters.countries },
});
