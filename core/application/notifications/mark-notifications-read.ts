import { Effect } from "effect";
import type { Clock } from "../../ports/clock.port";
import type { NotificationRepository, NotificationsToRead } from "../../ports/notification-repository.port";

/** Marks some or all of the user's own notifications read; answers how many changed and how many stay unread. */
export const markNotificationsRead = (
  deps: Readonly<{ notifications: NotificationRepository; clock: Clock }>,
  userId: number,
  which: NotificationsToRead,
): Effect.Effect<{ readonly marked: number; readonly unread: number }> =>
  Effect.gen(function* () {
    const marked = yield* Effect.promise(() => deps.notifications.markRead(userId, which, deps.clock.now()));
    const unread = yield* Effect.promise(() => deps.notifications.countUnread(userId));
    return { marked, unread };
  });
