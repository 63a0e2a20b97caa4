import { queryOptions } from "@tanstack/react-query";
import type { SiteApi } from "../../../core/ports/site-api.port";

/** An application's thread (null: not the visitor's, or unreadable), keyed by the session and the application. */
export const threadQuery = (api: SiteApi, sessionKey: string, bookingId: number) =>
  queryOptions({
    queryKey: ["account", sessionKey, "application", bookingId, "messages"] as const,
    queryFn: () => api.messages.thread(bookingId),
    staleTime: 0,
  });
