import { visitMarker } from "../../adapters/storage/browser/visit-marker";
import { visitReport } from "../../core/domain/attribution/visit-report";
import { pageViewPath } from "../../core/domain/navigation/page-view";
import type { TrackingApi } from "../../core/ports/tracking-api.port";
import { reportPageView } from "../behaviours/page-views";
import { type BrowserSiteSettings, browserAnalytics } from "../composition/browser-site";
import { startWidgets } from "../widgets/start-widgets";

const sessionStorageOrNull = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

let provide: (tracking: TrackingApi) => void = () => {};
const provided = new Promise<TrackingApi>((resolve) => {
  provide = resolve;
});

/** What a read-first page's start script takes as an intent (ui/boot/wake-on-intent.ts): it hydrates the page. */
const WAKE_EVENT = "shuyuan:wake";

/**
 * The page's tracking port, once the hydrated page hands it over (`provideTracking`): the at-load module does not
 * load the API client and its contract itself, so a page that is only read never evaluates them. A call made
 * before then (a lead from the live chat, whose frame the page's own listeners do not hear) wakes the page.
 */
const tracking = async (): Promise<TrackingApi> => {
  document.dispatchEvent(new Event(WAKE_EVENT));
  return provided;
};
const trackingPort: TrackingApi = {
  visit: async (report) => (await tracking()).visit(report),
  check: async (yid) => (await tracking()).check(yid),
  chatLead: async (lead, utm) => (await tracking()).chatLead(lead, utm),
};

/** Called by the hydrated page with its (lazy) tracking port: the visit and the chat's leads go through it. */
export function provideTracking(tracking: TrackingApi): void {
  provide(tracking);
}

/** Where the visitor landed and from where, as the page had them when it loaded. */
let landing: { readonly href: string; readonly referrer: string } | null = null;
const landingNow = () => (landing ??= { href: window.location.href, referrer: document.referrer });

let visited = false;

/**
 * Spec 7's visit, once per browser session and never for bots, with the address and referrer the page loaded with.
 * The hydrated page calls it: on a read-first page that is at the visitor's first intent, since the API client's
 * transport brings the contract's schemas, which a page that is only read should not evaluate
 * (docs/adr/077-read-first-pages.md).
 */
export function reportVisit(site: BrowserSiteSettings): void {
  if (visited || site.isBot) return;
  visited = true;
  if (!visitMarker(sessionStorageOrNull()).claim()) return;
  const { href, referrer } = landingNow();
  void trackingPort.visit(visitReport(href, referrer)).catch(() => {});
}

let started = false;

/** What the caller passes: spec 2's page-view delay (core/domain/constants/timings.ts; see `startAtLoad`). */
export type AtLoadOptions = { readonly pageViewDelayMs: number };

/**
 * What every page does once it has loaded, hydrated or not (docs/adr/077-read-first-pages.md): spec 2's page view
 * of the first page, and the third-party widgets. A read-first page's start script calls it after load; a hydrated
 * page's behaviours call it too, and the second call does nothing. The page-view delay is passed in: this module
 * imports nothing that every page's shell also imports, so loading it never evaluates the shell.
 */
export function startAtLoad(site: BrowserSiteSettings, { pageViewDelayMs }: AtLoadOptions): void {
  if (started) return;
  started = true;
  landingNow();
  if (site.isBot) return;
  const path = pageViewPath(window.location.pathname, window.location.search);
  setTimeout(() => {
    // A page that has moved on meanwhile (a client navigation) reports where it is through its reporter.
    if (pageViewPath(window.location.pathname, window.location.search) === path)
      reportPageView(browserAnalytics(site), path);
  }, pageViewDelayMs);
  startWidgets(site, () => trackingPort);
}
