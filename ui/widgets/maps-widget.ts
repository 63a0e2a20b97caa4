/** What the page asks the maps widget to show (ADR 033). */
export type MapPlace = Readonly<{ address: string; title: string }>;

/**
 * The contract a MAPS_SCRIPT_URL script fulfils (ADR 033): once loaded it defines `window.mapsWidget` with
 * `showMap(element, place)`, which draws an interactive map of the address into the element (the script geocodes it)
 * and may return a function that removes the map again.
 */
export type MapsWidget = Readonly<{
  showMap: (element: HTMLElement, place: MapPlace) => unknown;
}>;

export const MAPS_WIDGET_GLOBAL = "mapsWidget";

/** The widget the script defined in `scope` (the window), or null when it is missing or not of the agreed shape. */
export const mapsWidgetOf = (scope: object): MapsWidget | null => {
  const candidate: unknown = Reflect.get(scope, MAPS_WIDGET_GLOBAL);
  if (typeof candidate !== "object" || candidate === null) return null;
  const showMap: unknown = Reflect.get(candidate, "showMap");
  return typeof showMap === "function"
    ? { showMap: (element, place) => showMap.call(candidate, element, place) }
    : null;
};

/**
 * Draws the map into `element`. `drawn` is false when the widget is missing or threw; `remove` runs the widget's
 * clean-up, when it returned one.
 */
export function drawMap(scope: object, element: HTMLElement, place: MapPlace): { drawn: boolean; remove: () => void } {
  const widget = mapsWidgetOf(scope);
  if (widget === null) return { drawn: false, remove: () => {} };
  try {
    const removal = widget.showMap(element, place);
    return { drawn: true, remove: typeof removal === "function" ? () => void removal() : () => {} };
  } catch {
    return { drawn: false, remove: () => {} };
  }
}
