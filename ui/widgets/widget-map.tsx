import { type ReactNode, useEffect, useRef, useState } from "react";
import { useIsClient } from "../behaviours/use-is-client";
import { drawMap, type MapPlace } from "./maps-widget";
import { useMapsScript } from "./use-maps-script";

/**
 * An interactive map from the maps widget (MAPS_SCRIPT_URL, ADR 033), drawn in the browser only: nothing on the server,
 * without JavaScript, for bots, or when the widget is not configured, fails to load or fails to draw. `fallback` is
 * shown whenever there is no widget map.
 */
export function WidgetMap({
  place,
  className,
  fallback = null,
}: {
  place: MapPlace;
  className: string;
  fallback?: ReactNode;
}) {
  const status = useMapsScript();
  const isClient = useIsClient();
  const element = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const { address, title } = place;

  useEffect(() => {
    const target = element.current;
    if (status !== "ready" || target === null) return;
    const map = drawMap(window, target, { address, title });
    setFailed(!map.drawn);
    return () => {
      map.remove();
      target.replaceChildren();
    };
  }, [status, address, title]);

  const shown = isClient && (status === "loading" || status === "ready") && !failed;
  if (!shown) return <>{fallback}</>;
  return (
    <div
      ref={element}
      className={className}
      role="region"
      aria-label={`Карта: ${address || title}`}
      aria-busy={status === "loading"}
      data-map-state={status}
    />
  );
}
