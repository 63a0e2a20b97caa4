import { errorReportingSetup } from "../../../core/domain/navigation/error-reporting-setup";
import { httpsUrl } from "../../../core/domain/navigation/https-url";
import { tagManagerId, type WidgetSettings } from "../../../core/domain/navigation/third-party-widgets";

/** The policy directives a third-party widget may need beyond the site's own origin. */
export type WidgetDirective = "script" | "style" | "img" | "font" | "connect" | "frame" | "worker";

/** Sources per directive, each list without repeats, in the order the widgets are listed. */
export type WidgetSources = Readonly<Record<WidgetDirective, readonly string[]>>;

type Grant = Readonly<Partial<Record<WidgetDirective, readonly string[]>>>;

const originOf = (url: string | null): string | null => (url === null ? null : new URL(url).origin);

/**
 * A script widget (call tracking, CRM button, live chat, maps) lives on its script's origin: it loads its code,
 * styles, fonts and pictures from there, talks to it (also over a WebSocket) and may open its panel in a frame.
 */
const ownOrigin = (url: string | undefined): Grant => {
  const origin = originOf(httpsUrl(url));
  if (origin === null) return {};
  const socket = origin.replace(/^https:/, "wss:");
  return {
    script: [origin],
    style: [origin],
    img: [origin],
    font: [origin],
    connect: [origin, socket],
    frame: [origin],
  };
};

/** Google's container and the analytics it loads (Google's published list for Tag Manager with Analytics 4). */
const TAG_MANAGER: Grant = {
  script: ["https://www.googletagmanager.com"],
  img: ["https://www.googletagmanager.com", "https://*.google-analytics.com"],
  connect: ["https://www.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com"],
  frame: ["https://www.googletagmanager.com"],
};

/** The error-reporting loader, its bundle CDN, the DSN's host that takes the reports, and replay's blob worker. */
const errorReporting = (dsn: string | undefined): Grant => {
  const setup = errorReportingSetup(dsn);
  if (setup === null) return {};
  const loader = originOf(setup.loaderUrl) ?? "";
  return {
    script: [loader, "https://browser.sentry-cdn.com"],
    connect: [new URL(setup.options.dsn).origin],
    worker: ["blob:"],
  };
};

/**
 * What the configured widgets need in the page policy (docs/adr/071-content-security-policy.md): nothing for a
 * widget that is not configured (or whose setting is unusable, so the page never loads it), so the policy allows
 * exactly the widgets the pages load.
 */
export function widgetSources(settings: WidgetSettings): WidgetSources {
  const grants: readonly Grant[] = [
    tagManagerId(settings.tagManagerId) === null ? {} : TAG_MANAGER,
    ownOrigin(settings.callTrackingScriptUrl),
    ownOrigin(settings.crmButtonScriptUrl),
    ownOrigin(settings.liveChatScriptUrl),
    errorReporting(settings.errorReportingDsn),
    ownOrigin(settings.mapsScriptUrl),
  ];
  const collect = (directive: WidgetDirective) => [...new Set(grants.flatMap((grant) => grant[directive] ?? []))];
  return {
    script: collect("script"),
    style: collect("style"),
    img: collect("img"),
    font: collect("font"),
    connect: collect("connect"),
    frame: collect("frame"),
    worker: collect("worker"),
  };
}
