import { data, type RouterContextProvider } from "react-router";
import { match } from "ts-pattern";
import { requestApiContext } from "../../app/request-context";
import { accountFormOutcome } from "../account-forms/account-form-outcome";
import { submitStatus } from "../account-forms/submit-status";
import { MESSAGES_TEXTS as T } from "./messages-texts";
import { POST_MESSAGE_INTENT, type PostMessageActionData } from "./post-message-intent";

/**
 * The message tab's action (ADR 053): POST /bookings/{id}/messages with the visitor's session, for a plain form post
 * without JavaScript (the tab renders again with the new message) and for the fetcher's post alike.
 */
export async function postMessageAction(request: Request, context: Readonly<RouterContextProvider>, bookingId: number) {
  const form = await request.formData().catch(() => null);
  if (form === null || form.get("intent") !== POST_MESSAGE_INTENT) {
    throw data("Метод не поддерживается", { status: 405 });
  }
  const raw = form.get("text");
  const text = typeof raw === "string" ? raw : "";
  const result = await context.get(requestApiContext).messages.post(bookingId, text);
  const outcome = match(accountFormOutcome(result, ["text"]))
    .returnType<PostMessageActionData["outcome"]>()
    .with({ _tag: "Done" }, () => ({ _tag: "Saved", message: T.sent }))
    .with({ _tag: "Refused" }, (refused) => (result._tag === "Failed" ? { ...refused, message: T.failed } : refused))
    .exhaustive();
  return data<PostMessageActionData>(
    { form: "message", outcome, text: result._tag === "Ok" ? "" : text },
    { status: submitStatus(result) },
  );
}
