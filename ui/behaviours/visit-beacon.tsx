import { useEffect } from "react";
import { visitMarker } from "../../adapters/storage/browser/visit-marker";
import { visitReport } from "../../core/domain/attribution/visit-report";
import { useServices } from "../app/services";
import { useSiteSettings } from "../data/use-main-data";

const sessionStorageOrNull = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/**
 * Spec 7: POST /visit once per browser session, on the first page it loads, with that page's path, the referrer and
 * the utm (ADR 033). Never for bots (the root loader's isbot flag); failures are ignored by the API client.
 */
export function VisitBeacon() {
  const site = useSiteSettings();
  const isBot = site?.isBot ?? true;
  const { api } = useServices();

  useEffect(() => {
    if (isBot || !visitMarker(sessionStorageOrNull()).claim()) return;
    void api.tracking.visit(visitReport(window.location.href, document.referrer));
  }, [isBot, api]);

  return null;
}
