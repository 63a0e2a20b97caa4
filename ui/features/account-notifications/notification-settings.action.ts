import { data, type RouterContextProvider } from "react-router";
import { match } from "ts-pattern";
import { EMAIL_EVENTS } from "../../../core/domain/notifications/email-event";
import { requestApiContext } from "../../app/request-context";
import { accountFormOutcome } from "../account-forms/account-form-outcome";
import { submitStatus } from "../account-forms/submit-status";
import { readNotificationSettingsForm } from "./notification-settings-submission";
import {
  NOTIFICATION_SETTINGS_INTENT,
  type NotificationSettingsActionData,
  type NotificationSettingsOutcome,
} from "./notification-settings-intent";
import { NOTIFICATION_SETTINGS_TEXTS as T } from "./notification-settings-texts";

export { NOTIFICATION_SETTINGS_INTENT, type NotificationSettingsActionData, type NotificationSettingsOutcome };

/**
 * The route action of the notifications page (ADR 048). It runs on the server for a plain form post (no JavaScript:
 * the page is rendered again with the outcome) and for the fetcher's post alike, sending the full set of choices
 * to POST /api/auth/me/notifications with the visitor's session from the cookies.
 */
export async function notificationSettingsAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  const form = await request.formData().catch(() => null);
  if (form === null || form.get("intent") !== NOTIFICATION_SETTINGS_INTENT) {
    throw data("Метод не поддерживается", { status: 405 });
  }
  const values = readNotificationSettingsForm(form);
  const result = await context.get(requestApiContext).auth.saveNotificationSettings(values);
  const outcome = match(accountFormOutcome(result, EMAIL_EVENTS))
    .returnType<NotificationSettingsOutcome>()
    .with({ _tag: "Done" }, () => ({ _tag: "Saved", message: T.saved }))
    .with({ _tag: "Refused" }, (refused) => (result._tag === "Failed" ? { ...refused, message: T.failed } : refused))
    .exhaustive();
  const saved = result._tag === "Ok" ? result.value : values;
  return data<NotificationSettingsActionData>(
    { form: "notifications", outcome, values: saved },
    { status: submitStatus(result) },
  );
}
