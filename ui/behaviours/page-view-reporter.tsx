import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { TIMINGS } from "../../core/domain/constants/timings";
import { isNewPageView, pageViewPath } from "../../core/domain/navigation/page-view";
import { useServices } from "../app/services";

/**
 * Spec 2: a page-view event 250 ms after each route change (the first page included), through the analytics port.
 * A change within the 250 ms replaces the pending one (a redirect reports only where it lands); a hash change
 * alone is no new page.
 */
export function PageViewReporter() {
  const { pathname, search } = useLocation();
  const { analytics } = useServices();
  const lastReported = useRef<string | null>(null);

  useEffect(() => {
    const path = pageViewPath(pathname, search);
    if (!isNewPageView(lastReported.current, path)) return;
    const timer = setTimeout(() => {
      lastReported.current = path;
      void analytics.pageView(path).catch(() => {});
    }, TIMINGS.pageViewDelayMs);
    return () => clearTimeout(timer);
  }, [pathname, search, analytics]);

  return null;
}
