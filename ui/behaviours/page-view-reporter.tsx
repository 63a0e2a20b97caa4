import { useEffect } from "react";
import { useLocation } from "react-router";
import { TIMINGS } from "../../core/domain/constants/timings";
import { isNewPageView, pageViewPath } from "../../core/domain/navigation/page-view";
import { useServices } from "../app/services";
import { lastPageView, reportPageView } from "./page-views";

/**
 * Spec 2: a page-view event 250 ms after each route change (the first page included), through the analytics port.
 * A change within the 250 ms replaces the pending one (a redirect reports only where it lands); a hash change
 * alone is no new page.
 */
export function PageViewReporter() {
  const { pathname, search } = useLocation();
  const { analytics } = useServices();

  useEffect(() => {
    const path = pageViewPath(pathname, search);
    if (!isNewPageView(lastPageView(), path)) return;
    const timer = setTimeout(() => reportPageView(analytics, path), TIMINGS.pageViewDelayMs);
    return () => clearTimeout(timer);
  }, [pathname, search, analytics]);

  return null;
}
