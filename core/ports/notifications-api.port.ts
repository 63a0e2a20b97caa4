import type { GridQuery } from "../domain/catalogue/grid-query";
import type { NotificationsGrid } from "../domain/content/notifications-grid";
import type { NotificationsToRead } from "./notification-repository.port";
import type { SubmitResult } from "./submit-result";

/** The signed-in user's notifications (docs/adr/053-application-messages-and-notifications.md). */
export interface NotificationsApi {
  /** GET /notifications/grid: a page, newest first, with the unread count. Failure: `BLANK_NOTIFICATIONS_GRID`. */
  grid(query: GridQuery): Promise<NotificationsGrid>;
  /** POST /notifications/read: the user's own, some or all; answers how many stay unread. */
  markRead(which: NotificationsToRead): Promise<SubmitResult<{ readonly unread: number }>>;
}
