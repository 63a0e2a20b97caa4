import type { UiServices } from "../app/services";
import { lazyBrowserServices } from "./lazy-services";

/**
 * Services for the server-rendered tree. Rendering never calls them (loaders prefetch and hydrate every query; effects
 * do not run on the server), so nothing is loaded: a stray call rejects with a clear message.
 */
export const serverRenderServices = (): UiServices =>
  lazyBrowserServices(() => Promise.reject(notOnServer()), { analytics: () => Promise.reject(notOnServer()) });

const notOnServer = () => new Error("UI services are not available while rendering on the server");
