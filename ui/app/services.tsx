import { createContext, type ReactNode, useContext } from "react";
import type { ApiClient } from "../../adapters/http/api-client/api-client";
import type { Analytics } from "../../core/ports/analytics.port";
import type { BrowserSessionStore } from "../../adapters/storage/browser/browser-session-store";

/** What components reach through React context; built by a composition root (ui/composition). */
export type UiServices = Readonly<{
  api: ApiClient;
  analytics: Analytics;
  session: BrowserSessionStore;
  now: () => Date;
}>;

const ServicesContext = createContext<UiServices | null>(null);

export function ServicesProvider({ services, children }: { services: UiServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): UiServices {
  const services = useContext(ServicesContext);
  if (services === null) throw new Error("useServices() outside <ServicesProvider>");
  return services;
}

export const useApi = (): ApiClient => useServices().api;
