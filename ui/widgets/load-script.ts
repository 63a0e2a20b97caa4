const loading = new Map<string, Promise<boolean>>();

/**
 * Adds an async third-party script once per URL; resolves true when it loaded, false when it failed (a widget that
 * does not arrive never breaks the page). The attributes mark it for inspection (data-widget).
 */
export function loadScript(src: string, widget: string): Promise<boolean> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<boolean>((resolve) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.dataset.widget = widget;
    script.addEventListener("load", () => resolve(true));
    script.addEventListener("error", () => {
      loading.delete(src);
      script.remove();
      resolve(false);
    });
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}

/** Runs `task` once the page has loaded and the browser is idle, so widgets never compete with the page itself. */
export function whenPageIdle(task: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const run = () => {
    if (cancelled) return;
    if ("requestIdleCallback" in window)
      idle = window.requestIdleCallback(() => !cancelled && task(), { timeout: 4000 });
    else setTimeout(() => !cancelled && task(), 1);
  };
  if (document.readyState === "complete") run();
  else window.addEventListener("load", run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", run);
    if (idle !== undefined && "cancelIdleCallback" in window) window.cancelIdleCallback(idle);
  };
}
