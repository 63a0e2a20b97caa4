/**
 * What a read-first page's HTML runs instead of React Router's module script (docs/adr/077-read-first-pages.md).
 * The server writes this function's source into an inline script, so it must stand alone: no imports, no names
 * from outside its body, plain DOM calls a 2020 browser has.
 *
 * - At load it does nothing that blocks: once the page has loaded it asks for the page's modules at low priority
 *   (prefetched into the HTTP cache, so the first touch finds them there) and, for a visitor who is no bot, runs
 *   the at-load module (the first page view, the third-party widgets).
 * - At the visitor's first sign of intent (a pointer moving or pressed, a touch, a key, a focus, a field changed)
 *   it turns the inert copy of React Router's module script into a live one, which evaluates the page's code and
 *   hydrates it.
 * - Until the page has hydrated (the root dispatches `shuyuan:live` on the document), a plain click or a submit is
 *   held and replayed once it has, so a button that needs JavaScript does what it says; a field changed meanwhile
 *   (typed in, ticked, chosen) keeps its native behaviour and is handed to the page's handlers as input and change
 *   events. If the page has not hydrated 15 s after the intent (its code could not load), held actions go their
 *   plain way, as without JavaScript.
 */
export type WakeConfig = {
  /** The module files the page needs, asked for after load. */
  readonly preload: readonly string[];
  /** The at-load module's file (exports `startAtLoad(site, options)`), or null when there is nothing to run (a bot). */
  readonly atLoad: string | null;
  /** Passed to `startAtLoad`. */
  readonly site: unknown;
  readonly options: unknown;
};

export function wakeOnIntent(config: WakeConfig): void {
  const doc = document;
  const inert = doc.querySelector('script[type="text/x-shuyuan-module"]');
  const current = doc.currentScript as HTMLScriptElement | null;
  const nonce = current === null ? "" : current.nonce;
  // `shuyuan:wake`: the at-load module asks, when a lead from the live chat needs the page's API (ui/boot/at-load.ts).
  const intents = ["mousemove", "pointerdown", "touchstart", "keydown", "focusin", "input", "change", "shuyuan:wake"];
  const held: Array<() => void> = [];
  const entered = new Set<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>();
  let woken = false;
  let live = false;

  const onLoad = (task: () => void) => {
    if (doc.readyState === "complete") setTimeout(task, 0);
    else window.addEventListener("load", () => setTimeout(task, 0), { once: true });
  };

  const release = (hydrated: boolean) => {
    if (live) return;
    live = true;
    doc.removeEventListener("click", hold, true);
    doc.removeEventListener("submit", hold, true);
    doc.removeEventListener("input", remember, true);
    doc.removeEventListener("change", remember, true);
    entered.forEach((field) => {
      // The field's own value and checked state are the prototype's again (see `remember`).
      delete (field as { value?: unknown }).value;
      delete (field as { checked?: unknown }).checked;
      // The handlers are told of what the visitor entered, so that the page's state matches it.
      if (hydrated && field.isConnected) {
        field.dispatchEvent(new Event("input", { bubbles: true }));
        field.dispatchEvent(new Event("change", { bubbles: true }));
      }
    });
    entered.clear();
    for (const action of held.splice(0)) action();
  };

  /**
   * A field the visitor changed keeps what they entered until the page is live: a render of the page between its
   * hydration and then (its state still the server's) would set the field back, and the visitor would see their
   * text vanish. Its `value` and `checked` ignore such writes until then (own properties over the prototype's).
   */
  function remember(event: Event) {
    const field = event.target;
    if (
      !(
        field instanceof HTMLInputElement ||
        field instanceof HTMLTextAreaElement ||
        field instanceof HTMLSelectElement
      ) ||
      entered.has(field)
    )
      return;
    entered.add(field);
    for (const key of ["value", "checked"]) {
      let owner: object | null = field;
      let base: PropertyDescriptor | undefined;
      while (owner !== null && base === undefined) {
        base = Object.getOwnPropertyDescriptor(owner, key);
        owner = Object.getPrototypeOf(owner) as object | null;
      }
      const { get, set } = base ?? {};
      if (get === undefined || set === undefined) continue;
      Object.defineProperty(field, key, {
        configurable: true,
        get() {
          return get.call(field) as unknown;
        },
        set(value: unknown) {
          if (live) set.call(field, value);
        },
      });
    }
  }

  function hold(event: Event) {
    const target = event.target instanceof Element ? event.target : null;
    if (target === null) return;
    if (event.type === "submit") {
      const form = target as HTMLFormElement;
      const submitter = (event as SubmitEvent).submitter;
      event.preventDefault();
      event.stopPropagation();
      held.push(() => {
        if (submitter && submitter.isConnected) form.requestSubmit(submitter);
        else form.requestSubmit();
      });
      wake();
      return;
    }
    const mouse = event as MouseEvent;
    if (mouse.button !== 0 || mouse.ctrlKey || mouse.metaKey || mouse.shiftKey || mouse.altKey) return;
    // A click on a field (a caret placed, a list opened, a box ticked, also through its label) does its work
    // natively: the field's value is handed to the page's handlers once they are there.
    const field = target.closest("input, textarea, select, label");
    const control = field instanceof HTMLLabelElement ? field.control : field;
    if (control !== null && !(control instanceof HTMLButtonElement)) {
      const kind = control instanceof HTMLInputElement ? control.type : "";
      if (!["submit", "button", "reset", "image"].includes(kind)) return;
    }
    event.preventDefault();
    event.stopPropagation();
    held.push(() => (target as HTMLElement).click());
    wake();
  }

  function wake() {
    if (woken || inert === null) return;
    woken = true;
    for (const type of intents) doc.removeEventListener(type, wake, true);
    const script = doc.createElement("script");
    script.type = "module";
    if (nonce) script.nonce = nonce;
    script.textContent = inert.textContent;
    inert.replaceWith(script);
    setTimeout(() => release(false), 15_000);
  }

  if (inert === null) return;
  doc.addEventListener("shuyuan:live", () => setTimeout(() => release(true), 0), { once: true });
  doc.addEventListener("click", hold, true);
  doc.addEventListener("submit", hold, true);
  doc.addEventListener("input", remember, true);
  doc.addEventListener("change", remember, true);
  for (const type of intents) doc.addEventListener(type, wake, { capture: true, passive: true });

  onLoad(() => {
    // Fetched into the HTTP cache at low priority, one file per idle moment, not preloaded: nothing is compiled
    // before it is needed, and no task grows long (20 <link> hints at once took 10-50 ms, 20 fetches 15-30 ms).
    const queue = config.preload.slice();
    const idle = (task: () => void) =>
      typeof window.requestIdleCallback === "function" ? window.requestIdleCallback(task) : setTimeout(task, 50);
    const next = () => {
      const href = queue.shift();
      if (href === undefined || woken) return;
      fetch(href, { priority: "low", credentials: "same-origin" } as RequestInit).then(
        (response) => response.blob(),
        () => {},
      );
      idle(next);
    };
    idle(next);
    if (config.atLoad !== null)
      import(/* @vite-ignore */ config.atLoad).then(
        (module: { startAtLoad?: (site: unknown, options: unknown) => void }) =>
          module.startAtLoad?.(config.site, config.options),
        () => {},
      );
  });
}
