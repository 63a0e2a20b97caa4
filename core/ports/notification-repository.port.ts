import type { ApplicationEventTag } from "../domain/application-events/application-event";
import type { Notification } from "../domain/content/notification";
import type { PageWindow, Slice } from "./content-repository.port";

/** A notification to store for a user (its words are already chosen). */
export type NewNotification = {
  readonly user_id: number;
  readonly event: ApplicationEventTag;
  /** The application it is about, if any. */
  readonly booking_id: number | null;
  readonly title: string;
  readonly text: string;
  /** A site path (e.g. the application's page), or null. */
  readonly link: string | null;
  readonly at: Date;
  /** A key of something told only once (a planned reminder); null for everything else. */
  readonly once_key: string | null;
};

/** Which of a user's notifications to mark read: the given ids (others' ids are ignored) or all of them. */
export type NotificationsToRead = { readonly _tag: "Ids"; readonly ids: readonly number[] } | { readonly _tag: "All" };

/** The in-app notifications of each user (docs/adr/053-application-messages-and-notifications.md). */
export interface NotificationRepository {
  /** Stores it; null (and nothing stored) when one with the same `once_key` is there already. */
  add(notification: NewNotification): Promise<Notification | null>;
  /** The user's notifications, newest first (ties: the later stored first), one window at a time. */
  list(user_id: number, window: PageWindow): Promise<Slice<Notification>>;
  countUnread(user_id: number): Promise<number>;
  /** Marks the user's own unread notifications read at `at`; answers how many changed. */
  markRead(user_id: number, which: NotificationsToRead, at: Date): Promise<number>;
}
