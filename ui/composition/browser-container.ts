import { Container } from "inversify";
import { createApiClient } from "../../adapters/http/api-client/api-client";
import { browserSessionStore } from "../../adapters/storage/browser/browser-session-store";
import { noAnalytics } from "../../adapters/analytics/no-analytics";
import type { UiServices } from "../app/services";
import { UI_TOKENS } from "./tokens";

const storageOrNull = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/** The browser's composition root: every adapter the UI uses is chosen here, and only here. */
export function createBrowserContainer(): Container {
  const c = new Container({ defaultScope: "Singleton" });
  c.bind(UI_TOKENS.Now).toConstantValue(() => new Date());
  c.bind(UI_TOKENS.Session).toResolvedValue(() => browserSessionStore(storageOrNull()), []);
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
  c.bind(UI_TOKENS.Analytics).toConstantValue(noAnalytics);
  c.bind(UI_TOKENS.Services).toResolvedValue(
    (api, analytics, session, now) => ({ api, analytics, session, now }),
    [UI_TOKENS.Api, UI_TOKENS.Analytics, UI_TOKENS.Session, UI_TOKENS.Now],
  );
  return c;
}

export const browserServices = (): UiServices => createBrowserContainer().get(UI_TOKENS.Services);
