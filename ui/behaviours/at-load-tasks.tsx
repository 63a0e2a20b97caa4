import { useEffect } from "react";
import { TIMINGS } from "../../core/domain/constants/timings";
import { useServices } from "../app/services";
import { useSiteSettings } from "../data/use-main-data";

/**
 * The page's at-load tasks (the first page view, the third-party widgets, the session's visit: ui/boot/at-load.ts)
 * on a hydrated page. A read-first page's start script has usually run them already (the visit at the first intent,
 * which is also what hydrated it); each runs once.
 */
export function AtLoadTasks() {
  const site = useSiteSettings();
  const { api } = useServices();
  useEffect(() => {
    if (site === null) return;
    const settings = { widgets: site.widgets, isBot: site.isBot };
    import("../boot/at-load").then(
      (module) => {
        module.startAtLoad(settings, { pageViewDelayMs: TIMINGS.pageViewDelayMs });
        module.provideTracking(api.tracking);
        module.reportVisit(settings);
      },
      () => {},
    );
  }, [site, api]);
  return null;
}
