import { data, type RouterContextProvider } from "react-router";
import { match } from "ts-pattern";
import type { NotificationsToRead } from "../../../core/ports/notification-repository.port";
import { requestApiContext } from "../../app/request-context";
import { accountFormOutcome } from "../account-forms/account-form-outcome";
import { submitStatus } from "../account-forms/submit-status";
import { NOTIFICATION_LIST_TEXTS as T } from "./notification-list-texts";
import type { ReadNotificationsActionData } from "./notifications-read-intent";

/** Which notifications a posted form names: `all`, or the `id` entries that are ids. */
export const notificationsToRead = (form: FormData): NotificationsToRead => {
  if (form.get("all") !== null) return { _tag: "All" };
  const ids = form
    .getAll("id")
    .map((value) => (typeof value === "string" && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null))
    .filter((id): id is number => id !== null && id <= 2_147_483_647);
  return { _tag: "Ids", ids: [...new Set(ids)].slice(0, 100) };
};

/**
 * Marks the visitor's notifications read through POST /notifications/read (ADR 053): a plain form post without
 * JavaScript (the page renders again, the header's counter with it), a fetcher's post with it.
 */
export async function readNotificationsAction(form: FormData, context: Readonly<RouterContextProvider>) {
  const result = await context.get(requestApiContext).notifications.markRead(notificationsToRead(form));
  const outcome = match(accountFormOutcome(result, []))
    .returnType<ReadNotificationsActionData["outcome"]>()
    .with({ _tag: "Done" }, () => ({ _tag: "Saved", message: T.readDone }))
    .with({ _tag: "Refused" }, (refused) =>
      result._tag === "Failed" ? { ...refused, message: T.readFailed } : refused,
    )
    .exhaustive();
  return data<ReadNotificationsActionData>({ form: "read-notifications", outcome }, { status: submitStatus(result) });
}
