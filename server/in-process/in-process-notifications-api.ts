import { Effect } from "effect";
import { gridQueryParams } from "../../adapters/http/api-client/grid-query-params";
import { notificationsGridQuerySchema } from "../../adapters/http/contract/notifications.contract";
import { listNotifications } from "../../core/application/notifications/list-notifications";
import { BLANK_NOTIFICATIONS_GRID } from "../../core/domain/content/notifications-grid";
import type { NotificationRepository } from "../../core/ports/notification-repository.port";
import type { NotificationsApi } from "../../core/ports/notifications-api.port";
import type { Authentication } from "../../core/ports/session-authenticator.port";
import { windowOf } from "../api/read-api.params";
import { parsedOrNull } from "./request-query";

/**
 * The notifications port on the server (ADR 039, ADR 053): the page and the header read the visitor's notifications
 * in-process with the API's query rules; marking them read goes through the API, and so does the read while the
 * token has expired (the HTTP adapter refreshes it). A visitor, a refused query or a failure reads as none.
 */
export function inProcessNotificationsApi(
  deps: Readonly<{ notifications: NotificationRepository }>,
  request: Readonly<{ authentication: () => Promise<Authentication>; http: NotificationsApi }>,
): NotificationsApi {
  return {
    ...request.http,
    grid: async (query) => {
      try {
        const auth = await request.authentication();
        if (auth._tag === "Expired") return await request.http.grid(query);
        const parsed = parsedOrNull(notificationsGridQuerySchema, gridQueryParams(query));
        if (auth._tag !== "Authenticated" || parsed === null) return BLANK_NOTIFICATIONS_GRID;
        const page = await Effect.runPromise(listNotifications(deps, auth.viewer.userId, windowOf(parsed)));
        return { total: page.total, last_page: page.last_page, data: page.data, unread: page.unread };
      } catch (error) {
        console.error("In-process notifications read failed:", error);
        return BLANK_NOTIFICATIONS_GRID;
      }
    },
  };
}
