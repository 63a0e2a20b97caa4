import { Container } from "inversify";
import { createApiClient } from "../../adapters/http/api-client/api-client";
import { browserSessionStore } from "../../adapters/storage/browser/browser-session-store";
import { cookieMirroredSessionStore } from "../../adapters/storage/browser/cookie-mirrored-session-store";
import type { UiServices } from "../app/services";
import { announceAuthChange } from "../session/auth-change-channel";
import { type BrowserSiteSettings, browserAnalytics } from "./browser-site";
import { UI_TOKENS } from "./tokens";

const storageOrNull = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/**
 * The browser's composition root: every adapter the UI uses is chosen here, and only here (the analytics adapter's
 * rule lives in ./browser-site, which the page also uses before this container has loaded).
 */
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
  c.bind(UI_TOKENS.Analytics).toConstantValue(browserAnalytics(site));
  c.bind(UI_TOKENS.Services).toResolvedValue(
    (api, analytics, session, now) => ({ api, analytics, session, now }),
    [UI_TOKENS.Api, UI_TOKENS.Analytics, UI_TOKENS.Session, UI_TOKENS.Now],
  );
  return c;
}

export const browserServices = (site?: BrowserSiteSettings): UiServices =>
  createBrowserContainer(site).get(UI_TOKENS.Services);
