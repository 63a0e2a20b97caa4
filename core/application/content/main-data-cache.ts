import type { MainData } from "../../domain/main-data/main-data";
import type { PageData } from "../../domain/main-data/page-data";

/** Main data without the viewer and without what depends on the visited path: the same for every call. */
export type SiteMainData = Omit<MainData, "user" | "page" | "notice">;

/** The part of main data that depends on the visited path only. */
export type PathMainData = Pick<MainData, "page" | "notice">;

/** Keeps values for a short time; an expired entry is never answered. */
export interface TimedCache<V> {
  /**
   * The value stored for `key`, else the one `load` answers, stored for the next calls. Calls that miss the same
   * key at the same time share one load. A load that was under way when the cache was cleared stores nothing.
   */
  read(key: string, now: Date, load: () => Promise<V>): Promise<V>;
  /** Forgets every value. */
  clear(): void;
}

/**
 * The viewer-independent parts of main data: the site-wide part under one key, and the small path part per path,
 * so that many distinct Path-Visited values cannot multiply the large part in memory; and the page data of
 * GET /pages per path (the same row as main data's `page`, read by every page's loader).
 */
export type MainDataCache = {
  readonly site: TimedCache<SiteMainData>;
  readonly paths: TimedCache<PathMainData>;
  readonly pages: TimedCache<PageData>;
  /** Forgets every part: called after an API write that may change what they hold. */
  clear(): void;
};
