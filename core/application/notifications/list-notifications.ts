import { Effect } from "effect";
import type { Notification } from "../../domain/content/notification";
import type { PageWindow } from "../../ports/content-repository.port";
import type { NotificationRepository } from "../../ports/notification-repository.port";
import { type GridPage, gridPage } from "../content/grid-page";

/** A page of the user's notifications, newest first, with how many of all of them are unread. */
export type NotificationsPage = GridPage<Notification> & { readonly unread: number };

/** Only the given user's notifications: the caller passes the signed-in user's id, never a requested one. */
export const listNotifications = (
  deps: Readonly<{ notifications: NotificationRepository }>,
  userId: number,
  window: PageWindow,
): Effect.Effect<NotificationsPage> =>
  Effect.gen(function* () {
    const [slice, unread] = yield* Effect.promise(() =>
      Promise.all([deps.notifications.list(userId, window), deps.notifications.countUnread(userId)]),
    );
    return { ...gridPage(slice, window), unread };
  });
