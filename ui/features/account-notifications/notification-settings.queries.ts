import { queryOptions } from "@tanstack/react-query";
import type { SiteApi } from "../../../core/ports/site-api.port";

/** Which events send the signed-in user an e-mail (null when it could not be read); keyed by the session. */
export const notificationSettingsQuery = (api: SiteApi, sessionKey: string) =>
  queryOptions({
    queryKey: ["account", sessionKey, "notification-settings"] as const,
    queryFn: () => api.auth.notificationSettings(),
    staleTime: 0,
  });
