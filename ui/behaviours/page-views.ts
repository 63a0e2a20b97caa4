import { isNewPageView } from "../../core/domain/navigation/page-view";
import type { Analytics } from "../../core/ports/analytics.port";

let lastReported: string | null = null;

/** The last page view this page reported (spec 2), or null before the first. */
export const lastPageView = (): string | null => lastReported;

/**
 * Reports a page view unless it is the page last reported (a hash change alone is no new page). One record per
 * page: the at-load module reports the first page of a page that has not hydrated, the reporter each route after
 * (docs/adr/077-read-first-pages.md), and whichever comes second for the same page reports nothing.
 */
export function reportPageView(analytics: Analytics, path: string): void {
  if (!isNewPageView(lastReported, path)) return;
  lastReported = path;
  void analytics.pageView(path).catch(() => {});
}
