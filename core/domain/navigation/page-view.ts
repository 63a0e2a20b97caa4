/** The path reported as a page view: pathname and query, never the hash (a jump inside the page is no new view). */
export const pageViewPath = (pathname: string, search: string): string =>
  `${pathname}${search === "" || search === "?" ? "" : search.startsWith("?") ? search : `?${search}`}`;

/** A page view is due when the reported path differs from the last one reported (none yet: the first page). */
export const isNewPageView = (lastReported: string | null, next: string): boolean => lastReported !== next;
