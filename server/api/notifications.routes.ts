import { Effect } from "effect";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  NOTIFICATIONS_ROUTES as N,
  notificationsGridQuerySchema,
  readNotificationsBodySchema,
} from "../../adapters/http/contract/notifications.contract";
import { listNotifications } from "../../core/application/notifications/list-notifications";
import { markNotificationsRead } from "../../core/application/notifications/mark-notifications-read";
import type { Clock } from "../../core/ports/clock.port";
import type { NotificationRepository } from "../../core/ports/notification-repository.port";
import { apiError, validationFailed } from "../http/api-error";
import type { AppEnv } from "../http/app-env";
import { mountRoute } from "../http/contract-route";
import { jsonBody, parseWith } from "../http/validate";
import { requireViewer } from "../http/viewer";
import { NO_STORE, parseQuery, windowOf } from "./read-api.params";

export type NotificationsRoutesDeps = Readonly<{ notifications: NotificationRepository; clock: Clock }>;

/** The signed-in user's notifications: a page with the unread count, and marking some or all read. */
export function notificationsRoutes(deps: NotificationsRoutesDeps) {
  const app = new Hono<AppEnv>();
  const limit = bodyLimit({ maxSize: 8 * 1024, onError: (c) => apiError(c, 413, "Слишком большой запрос.") });

  mountRoute(app, N.notificationsGrid, async (c) => {
    const access = requireViewer(c);
    if ("response" in access) return access.response;
    const query = parseQuery(c, notificationsGridQuerySchema);
    if (!query.ok) return validationFailed(c, query.errors);
    const page = await Effect.runPromise(listNotifications(deps, access.viewer.userId, windowOf(query.value)));
    const { total, last_page, data, unread } = page;
    return c.json({ total, last_page, data, unread }, 200, NO_STORE);
  });

  mountRoute(app, N.readNotifications, limit, async (c) => {
    const access = requireViewer(c);
    if ("response" in access) return access.response;
    const body = parseWith(readNotificationsBodySchema, await jsonBody(c));
    if (!body.ok) return validationFailed(c, body.errors);
    const read = await Effect.runPromise(markNotificationsRead(deps, access.viewer.userId, body.value));
    return c.json(read, 200, NO_STORE);
  });

  return app;
}
