import { type ComponentType, Suspense, useEffect } from "react";
import { registerDeferredIsland } from "./deferred-island-registry";

/**
 * A part of a page whose code is not on the first load (docs/adr/040-catalogue-screens-as-chunks.md): the server
 * renders it like any component; the browser keeps the server's markup (readable, and its forms post without
 * JavaScript) and loads its chunk and hydrates it in place when it comes near the viewport or is touched, focused or
 * clicked. Meanwhile a plain click on one of its buttons or links, or a submit of one of its forms, is held and
 * replayed once it has hydrated (a held link or submit goes its plain way if the chunk cannot load).
 *
 * How: during hydration the island suspends under a Suspense boundary of its own, which Preact handles by keeping
 * the server's DOM (the island must render one root element) and hydrating it when the promise settles. A render that
 * is not a hydration (a client navigation) never waits for a trigger: the route loads every registered island with
 * the screen's chunk (`loadDeferredIslands`, ./deferred-island-registry), and an island still missing loads at once.
 * If the chunk cannot load, the island stays as the server rendered it (as without JavaScript) until the next page.
 */
export type DeferredIsland<P extends object> = ComponentType<P>;

type Options<P extends object> = {
  /** Imports the island's module: a dynamic import(), so the bundler gives it a chunk of its own. */
  readonly load: () => Promise<ComponentType<P>>;
  /** The island's server-rendered root element in the document, found by an id its markup carries. */
  readonly locate: (props: P) => Element | null;
};

/** Starts hydrating early: this far from the viewport (the chunk is small). */
const NEAR_VIEWPORT = "300px 0px";

/** The visitor's ways of turning to an island before its chunk is there (besides scrolling near it). */
const TRIGGERS = ["pointerdown", "focusin"] as const;

type Watch = {
  /** Settles when the element comes near the viewport or the visitor turns to it. */
  readonly wanted: Promise<void>;
  /** Stops watching; replays what was held once hydrated, or lets a held submit go out as a plain post. */
  readonly release: (hydrated: boolean) => void;
};

/** Watches an island's server-rendered element until it hydrates, holding a click or a submit meanwhile. */
function watch(element: Element): Watch {
  let held: { readonly replay: () => void; readonly fallback: () => void } | null = null;
  let settle = () => {};
  const wanted = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) want();
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  const want = () => {
    observer.disconnect();
    for (const type of TRIGGERS) element.removeEventListener(type, want);
    settle();
  };
  const hold = (event: Event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (event.type === "submit" && target instanceof HTMLFormElement) {
      const submitter = (event as SubmitEvent).submitter;
      // Held whole: a handler the island already has (hydrated, its effects not yet run) must not see it twice.
      event.preventDefault();
      event.stopPropagation();
      const submit = () => target.requestSubmit(submitter);
      held = { replay: submit, fallback: submit };
    } else {
      const mouse = event as MouseEvent;
      if (mouse.button !== 0 || mouse.ctrlKey || mouse.metaKey || mouse.shiftKey || mouse.altKey) return;
      const clicked = target?.closest('button[type="button"], a[href]');
      if (!(clicked instanceof HTMLElement)) return;
      event.preventDefault();
      event.stopPropagation();
      // A link is followed anyway, by the page's handler once hydrated or by the browser if the chunk cannot load.
      held = {
        replay: () => clicked.click(),
        fallback: () => (clicked instanceof HTMLAnchorElement ? clicked.click() : undefined),
      };
    }
    want();
  };
  for (const type of TRIGGERS) element.addEventListener(type, want, { passive: true });
  element.addEventListener("click", hold, true);
  element.addEventListener("submit", hold, true);
  observer.observe(element);
  return {
    wanted,
    release: (hydrated) => {
      want();
      element.removeEventListener("click", hold, true);
      element.removeEventListener("submit", hold, true);
      const action = held;
      held = null;
      if (!hydrated) return action?.fallback();
      // Focus that arrived before the handlers did: told again, so a hint shown on focus shows.
      const focused = document.activeElement;
      if (focused !== null && focused !== element && element.contains(focused))
        focused.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
      action?.replay();
    },
  };
}

/** An island: the server renders `load`'s component; the browser hydrates it when wanted (see above). */
export function deferredIsland<P extends object>({ load: importer, locate }: Options<P>): DeferredIsland<P> {
  let Component: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  let started = () => {};
  const loadStarted = new Promise<void>((resolve) => {
    started = resolve;
  });
  const load = (): Promise<void> => {
    if (loading === null) {
      started();
      loading = importer().then(
        (component) => {
          Component = component;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
    }
    return loading;
  };
  registerDeferredIsland(load);

  if (import.meta.env.SSR) {
    const OnServer = (props: P) => {
      if (Component === null) throw load();
      return <Component {...props} />;
    };
    return OnServer;
  }

  const watches = new Map<Element, Watch>();
  /** Resolves when the island at `element` may hydrate: wanted (or its kind's chunk asked for) and loaded. */
  const whenReady = (element: Element): Promise<void> => {
    let watched = watches.get(element);
    if (watched === undefined) {
      watched = watch(element);
      watches.set(element, watched);
    }
    const { release } = watched;
    // Any island of the kind being wanted loads the chunk for all: the others then hydrate too (cheaply).
    return Promise.race([watched.wanted, loadStarted])
      .then(load)
      .catch(() => {
        watches.delete(element);
        release(false);
        // Stays suspended, so the server's markup stays: no retry loop while it is in view.
        return new Promise<void>(() => {});
      });
  };

  const Gate = (props: P) => {
    useEffect(() => {
      // The island has just hydrated (or rendered) here: replay what the visitor did while it waited.
      const element = locate(props);
      const watched = element === null ? undefined : watches.get(element);
      if (element === null || watched === undefined) return;
      watches.delete(element);
      // Preact runs the effect queued by the render that suspended at the start of the render that resumes, before
      // the island's markup has its handlers: the replay waits for that render to finish.
      setTimeout(() => watched.release(true), 0);
      // Once per mount.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    if (Component !== null) return <Component {...props} />;
    const element = locate(props);
    throw element === null ? load() : whenReady(element);
  };
  const InBrowser = (props: P) => (
    <Suspense fallback={null}>
      <Gate {...props} />
    </Suspense>
  );
  return InBrowser;
}
