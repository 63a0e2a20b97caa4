type DataLayerWindow = { dataLayer?: unknown[] };

/** The page's tag manager data layer (window.dataLayer, created on first use); shared by the container and the adapter. */
export function windowDataLayer(): unknown[] {
  const w = globalThis as DataLayerWindow;
  w.dataLayer ??= [];
  return w.dataLayer;
}
