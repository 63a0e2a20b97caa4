import { createApiClient } from "../../adapters/http/api-client/api-client";
import { noAnalytics } from "../../adapters/analytics/no-analytics";
import { browserSessionStore } from "../../adapters/storage/browser/browser-session-store";
import type { UiServices } from "../app/services";

/**
 * Services for the server-rendered tree. Rendering never calls the API (loaders prefetch and hydrate every
 * query), so this client has no transport: a stray call resolves to the port's blank result.
 */
export const serverRenderServices = (now: Date): UiServices => {
  const session = browserSessionStore(null);
  return {
    api: createApiClient({
      baseUrl: "http://render.invalid",
      teachersHost: "http://render.invalid",
      fetch: async () => {
        throw new Error("The API is not called while rendering on the server");
      },
      session,
    }),
    analytics: noAnalytics,
    session,
    now: () => now,
  };
};
