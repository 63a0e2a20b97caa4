import { BLANK_GRID, type Grid } from "../catalogue/grid";
import type { Notification } from "./notification";

/** A page of the user's notifications with how many of all of them are unread (the header's counter). */
export type NotificationsGrid = Grid<Notification> & { readonly unread: number };

/** What a failed read of the notifications resolves to. */
export const BLANK_NOTIFICATIONS_GRID: NotificationsGrid = { ...BLANK_GRID, unread: 0 };
