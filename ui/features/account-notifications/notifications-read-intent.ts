/**
 * The submit button's `intent` of the «Отметить прочитанными» forms, and what the action answers. Its own module: the
 * list reads it in the browser, the action (notifications-read.action.ts) only on the server.
 */
export const READ_NOTIFICATIONS_INTENT = "read-notifications";

export type ReadNotificationsActionData = {
  readonly form: "read-notifications";
  readonly outcome:
    | { readonly _tag: "Saved"; readonly message: string }
    | { readonly _tag: "Refused"; readonly fields: Readonly<Record<string, string>>; readonly message: string | null };
};
