import { useEffect, useState } from "react";
import { mapsScriptSrc } from "../../core/domain/navigation/third-party-widgets";
import { useSiteSettings } from "../data/use-main-data";
import { loadScript } from "./load-script";

export type MapsScriptStatus = "unavailable" | "loading" | "ready" | "failed";

/**
 * For a component that shows a map: loads the maps script on demand (only when configured, never for bots).
 * "unavailable" means the page shows its text address instead of a map.
 */
export function useMapsScript(): MapsScriptStatus {
  const site = useSiteSettings();
  const src = site ? mapsScriptSrc(site.widgets, site.isBot) : null;
  const [status, setStatus] = useState<Exclude<MapsScriptStatus, "unavailable">>("loading");

  useEffect(() => {
    if (src === null) return;
    let current = true;
    void loadScript(src, "maps").then((ok) => {
      if (current) setStatus(ok ? "ready" : "failed");
    });
    return () => {
      current = false;
    };
  }, [src]);

  return src === null ? "unavailable" : status;
}
