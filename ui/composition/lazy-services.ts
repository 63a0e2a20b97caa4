import type { UiServices } from "../app/services";

type AnyAsync = (...args: unknown[]) => Promise<unknown>;

/**
 * An object of the shape `T` whose every method (at any depth) waits for `load()` and then calls the real one. Every
 * port the UI reaches (API groups, session store, analytics) is asynchronous, so a lazy stand-in is exact.
 */
function lazyObject<T extends object>(load: () => Promise<T>): T {
  const at = (path: readonly PropertyKey[]): unknown =>
    new Proxy(() => {}, {
      get: (_target, key) => (key === "then" ? undefined : at([...path, key])),
      apply: async (_target, _this, args: unknown[]) => {
        let owner: unknown = await load();
        for (const key of path.slice(0, -1)) owner = (owner as Record<PropertyKey, unknown>)[key];
        const name = path.at(-1);
        const method = name === undefined ? undefined : (owner as Record<PropertyKey, AnyAsync | undefined>)[name];
        if (typeof method !== "function") throw new TypeError(`${path.map(String).join(".")} is not a service method`);
        return method.apply(owner, args);
      },
    });
  return at([]) as T;
}

/**
 * The browser's services, with the composition root (API client, its zod contract, inversify, storage adapters)
 * loaded on first use or when the page is idle, so that it stays out of the first-load JavaScript.
 */
export function lazyBrowserServices(load: () => Promise<UiServices>): UiServices {
  let loading: Promise<UiServices> | null = null;
  const services = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null; // a failed load (a chunk that did not arrive) is tried again on the next call
      throw error;
    }));
  if (typeof window !== "undefined") {
    const warm = () => void services().catch(() => {});
    if ("requestIdleCallback" in window) window.requestIdleCallback(warm, { timeout: 3000 });
    else setTimeout(warm, 1500);
  }
  return {
    api: lazyObject(() => services().then((s) => s.api)),
    analytics: lazyObject(() => services().then((s) => s.analytics)),
    session: lazyObject(() => services().then((s) => s.session)),
    now: () => new Date(),
  };
}
