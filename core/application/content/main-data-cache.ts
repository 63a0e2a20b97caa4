import type { MainData } from "../../domain/main-data/main-data";

/** Main data without the viewer and without what depends on the visited path: the same for every call. */
export type SiteMainData = Omit<MainData, "user" | "page" | "notice">;

/** The part of main data that depends on the visited path only. */
export type PathMainData = Pick<MainData, "page" | "notice">;

/** Keeps values for a short time; an expired entry is never answered. */
export interface TimedCache<V> {
  get(key: string, now: Date): V | undefined;
  set(key: string, value: V, now: Date): void;
}

/**
 * The viewer-independent parts of main data: the site-wide part under one key, and the small path part per path,
 * so that many distinct Path-Visited values cannot multiply the large part in memory.
 */
export type MainDataCache = {
  readonly site: TimedCache<SiteMainData>;
  readonly paths: TimedCache<PathMainData>;
};
