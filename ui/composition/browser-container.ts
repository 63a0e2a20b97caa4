import { Container } from "inversify";
import { createApiClient } from "../../adapters/http/api-client/api-client";
import { browserSessionStore } from "../../adapters/storage/browser/browser-session-store";
import { cookieMirroredSessionStore } from "../../adapters/storage/browser/cookie-mirrored-session-store";
import { noAnalytics } from "../../adapters/analytics/no-analytics";
import { windowDataLayer } from "../../adapters/analytics/data-layer";
import { tagManagerAnalytics } from "../../adapters/analytics/tag-manager-analytics";
import type { WidgetSettings } from "../../core/domain/navigation/third-party-widgets";
import { tagManagerId, widgetScripts } from "../../core/domain/navigation/third-party-widgets";
import type { UiServices } from "../app/services";
import { announceAuthChange } from "../session/auth-change-channel";
import { takeChatLeads } from "../widgets/chat-leads";
import { UI_TOKENS } from "./tokens";

const storageOrNull = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/** What the root loader tells the browser about analytics: the widget settings and whether the visitor is a bot. */
export type BrowserSiteSettings = Readonly<{ widgets: WidgetSettings; isBot: boolean }>;

/** The browser's composition root: every adapter the UI uses is chosen here, and only here. */
export function createBrowserContainer(site?: BrowserSiteSettings): Container {
  const c = new Container({ defaultScope: "Singleton" });
  c.bind(UI_TOKENS.Now).toConstantValue(() => new Date());
  c.bind(UI_TOKENS.Session).toResolvedValue(
    () =>
      cookieMirroredSessionStore(browserSessionStore(storageOrNull()), {
        writeCookie: (assignment) => {
          document.cookie = assignment;
        },
        secure: window.location.protocol === "https:",
        onAuthChange: announceAuthChange,
      }),
    [],
  );
  c.bind(UI_TOKENS.Api).toResolvedValue(
    (session) =>
      createApiClient({
        baseUrl: "",
        teachersHost: window.location.origin,
        fetch: (input, init) => window.fetch(input, init),
        session,
        currentPath: () => window.location.pathname,
      }),
    [UI_TOKENS.Session],
  );
  const useTagManager = site !== undefined && !site.isBot && tagManagerId(site.widgets.tagManagerId) !== null;
  c.bind(UI_TOKENS.Analytics).toConstantValue(
    useTagManager ? tagManagerAnalytics({ dataLayer: windowDataLayer, title: () => document.title }) : noAnalytics,
  );
  c.bind(UI_TOKENS.Services).toResolvedValue(
    (api, analytics, session, now) => ({ api, analytics, session, now }),
    [UI_TOKENS.Api, UI_TOKENS.Analytics, UI_TOKENS.Session, UI_TOKENS.Now],
  );
  return c;
}

/** Whether the page loads the live chat (the same rule as the widget scripts: configured, and not for bots). */
const loadsLiveChat = (site: BrowserSiteSettings | undefined): boolean =>
  site !== undefined && widgetScripts(site.widgets, site.isBot).some((script) => script.id === "live-chat");

export const browserServices = (site?: BrowserSiteSettings): UiServices => {
  const services = createBrowserContainer(site).get(UI_TOKENS.Services);
  // The live chat's leads go to the call-tracking lead call (spec 7, ADR 068) on the pages that load the chat.
  if (loadsLiveChat(site)) takeChatLeads(services.api.tracking);
  return services;
};
