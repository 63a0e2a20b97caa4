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

/** The home page: the one page that shows the banners, the map, the institutions in demand, the events, the FAQ. */
const HOME_PATH = "/";

/**
 * The layout data of a page at `path`. Main data is kept by path (`mainDataQuery`), so a page keeps only what it
 * shows: away from home, the home page's blocks are empty (about 15 KB less of every other page's HTML), and a
 * client navigation to home loads the main data of "/", which has them.
 */
export const layoutDataOf = (main: MainData, path: string): LayoutData => {
  const home = path === HOME_PATH;
  return {
    hsk: main.hsk,
    banners: home ? main.banners : {},
    layout_settings: home
      ? main.layout_settings
      : { ...main.layout_settings, interactive_map: [], demand_institutions: [], last_events: [] },
    main_faq: home ? main.main_faq : [],
    user: main.user,
    notice: main.notice,
    exchange_rates: main.exchange_rates,
    filters: { countries: main.filters.countries },
  };
};
