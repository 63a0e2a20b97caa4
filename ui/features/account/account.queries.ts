import { type QueryClient, queryOptions } from "@tanstack/react-query";
import type { SiteApi } from "../../../core/ports/site-api.port";

/**
 * The signed-in user's own data. Every key carries the session key (session id and token tail), so one visitor's
 * answers are never served to another session from a shared cache.
 */
export const currentUserQuery = (api: SiteApi, sessionKey: string) =>
  queryOptions({
    queryKey: ["account", sessionKey, "me"] as const,
    queryFn: () => api.auth.me(),
    staleTime: 30_000,
  });

/**
 * Drops the request's account reads after a post that may have changed the account. An action's guard reads the user
 * into the request's QueryClient before the change, and without JavaScript the page's loaders run after the action in
 * the same request: `ensureQueryData` would hand them that old user (the page would show the photo just removed, or
 * no photo next to «обновлена»). Removed, they are read again as they are now.
 */
export const forgetAccountReads = (client: QueryClient): void => client.removeQueries({ queryKey: ["account"] });

/** The user's bookings grouped by status (GET /main/applications-list; a failure reads as no bookings). */
export const applicationsQuery = (api: SiteApi, sessionKey: string) =>
  queryOptions({
    queryKey: ["account", sessionKey, "applications"] as const,
    queryFn: () => api.bookings.applications(),
    staleTime: 30_000,
  });

export const NOTIFICATIONS_PAGE_SIZE = 12;

export const notificationsQuery = (api: SiteApi, sessionKey: string, page: number) =>
  queryOptions({
    queryKey: ["account", sessionKey, "notifications", page] as const,
    queryFn: () => api.notifications.grid({ page, per_page: NOTIFICATIONS_PAGE_SIZE }),
    staleTime: 30_000,
  });

/**
 * How many of the user's notifications are unread (the header's counter): the first page's count, keyed under the
 * notifications so that marking them read refreshes it with the list.
 */
export const unreadNotificationsQuery = (api: SiteApi, sessionKey: string) =>
  queryOptions({
    queryKey: ["account", sessionKey, "notifications", "unread"] as const,
    queryFn: async () => (await api.notifications.grid({ page: 1, per_page: 1 })).unread,
    staleTime: 30_000,
  });
