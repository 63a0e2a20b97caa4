import { BLANK_NOTIFICATIONS_GRID } from "../../../core/domain/content/notifications-grid";
import type { NotificationsApi } from "../../../core/ports/notifications-api.port";
import { NOTIFICATIONS_ROUTES as N } from "../contract/notifications.contract";
import { valueOr } from "./api-outcome";
import type { ApiTransport } from "./api-transport";
import { gridQueryParams } from "./grid-query-params";
import { submitResultOf } from "./submit-result-of";

/** The notifications calls; a failed read gives the blank grid (no notifications, none unread). */
export function notificationsApiClient({ call }: ApiTransport): NotificationsApi {
  return {
    grid: async (query) =>
      valueOr(await call(N.notificationsGrid, { query: gridQueryParams(query) }), BLANK_NOTIFICATIONS_GRID),
    markRead: async (which) =>
      submitResultOf(
        await call(N.readNotifications, { body: which._tag === "All" ? { all: true } : { ids: [...which.ids] } }),
        ({ unread }) => ({ unread }),
      ),
  };
}
