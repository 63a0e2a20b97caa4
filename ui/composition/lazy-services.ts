import type { Analytics } from "../../core/ports/analytics.port";
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

/** `load`, called once and its promise kept; a failed load (a chunk that did not arrive) is tried again next time. */
function onceUntilFailure<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}

/** The visitor's first turn to the page: a press, a key, a touch or focus moving in (then the API is likely needed). */
const INTENT_EVENTS = ["pointerdown", "keydown", "touchstart", "focusin"] as const;

export type LazyServicesOptions = Readonly<{
  /** Loads the analytics adapter alone (./browser-site): page views are reported on every page. */
  analytics: () => Promise<Analytics>;
}>;

/**
 * The browser's services, loaded on first use: analytics from a small chunk of its own, the rest with the composition
 * root (API client, its zod contract, inversify, storage adapters), which also starts loading at the visitor's first
 * press, key, touch or focus. A page that is only read loads the container only for a call made at load, such as the
 * visit of a session's first page (docs/adr/076-services-on-first-use.md).
 */
export function lazyBrowserServices(load: () => Promise<UiServices>, options: LazyServicesOptions): UiServices {
  const services = onceUntilFailure(load);
  const analytics = onceUntilFailure(options.analytics);
  if (typeof window !== "undefined") warmOnIntent(window, () => void services().catch(() => {}));
  return {
    api: lazyObject(() => services().then((s) => s.api)),
    analytics: lazyObject(analytics),
    session: lazyObject(() => services().then((s) => s.session)),
    now: () => new Date(),
  };
}

/** Calls `warm` once, at the first press, key, touch or focus that reaches `target` (listened to while capturing). */
export function warmOnIntent(target: EventTarget, warm: () => void): void {
  let warmed = false;
  const once = () => {
    for (const type of INTENT_EVENTS) target.removeEventListener(type, once, { capture: true });
    if (warmed) return;
    warmed = true;
    warm();
  };
  for (const type of INTENT_EVENTS) target.addEventListener(type, once, { capture: true, passive: true });
}
