import { data, type RouterContextProvider } from "react-router";
import { match } from "ts-pattern";
import { requestApiContext, requestQueryClientContext } from "../../app/request-context";
import { forgetAccountReads } from "../account/account.queries";
import { accountFormOutcome } from "../account-forms/account-form-outcome";
import { detachSocialOutcome } from "../account-social/detach-social-outcome";
import { SECURITY_INTENTS, type SecurityActionData, type SecurityOutcome } from "./security-intents";
import { readSecurityForm } from "./security-submission";

export { SECURITY_INTENTS, type SecurityActionData, type SecurityOutcome };
import { SECURITY_TEXTS as T } from "./security-texts";

/** The fields of the security form: a server message for any of them shows at the field. */
export const SECURITY_FIELDS = ["email", "phone", "current_password", "new_password", "new_password_confirmation"];

const reply = (body: SecurityActionData, status = 200) => data(body, { status });

/**
 * The route action of the security page. It runs on the server for a plain form post (no JavaScript: the page is
 * rendered again with the outcome) and for the fetcher's post alike, calling the account API with the visitor's
 * session from the cookies. Passwords are never sent back.
 */
export async function securityAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  try {
    return await answerPost(request, context);
  } finally {
    // Without JavaScript the page is rendered in this same request: it must read the account as the post left it.
    forgetAccountReads(context.get(requestQueryClientContext));
  }
}

async function answerPost(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await request.formData().catch(() => null);
  const api = context.get(requestApiContext);
  const intent = form?.get("intent");
  if (form !== null && intent === SECURITY_INTENTS.endOthers) {
    const user = await api.auth.logoutForce();
    return reply({ form: "sessions", ended: user !== null }, user === null ? 400 : 200);
  }
  if (form !== null && intent === SECURITY_INTENTS.detachSocial) {
    const outcome = await detachSocialOutcome(api, form);
    return reply({ form: "socials", outcome }, outcome._tag === "Detached" ? 200 : 422);
  }
  if (form === null || intent !== SECURITY_INTENTS.save) throw data("Метод не поддерживается", { status: 405 });
  const submission = readSecurityForm(form);
  if (submission._tag === "Mismatch") {
    const outcome: SecurityOutcome = { _tag: "Refused", fields: submission.fields, message: null };
    return reply({ form: "security", outcome, values: submission.values }, 422);
  }
  const result = await api.auth.editSecurity(submission.edit);
  const outcome = match(accountFormOutcome(result, SECURITY_FIELDS))
    .returnType<SecurityOutcome>()
    .with({ _tag: "Done" }, () => ({
      _tag: "Saved",
      message: submission.edit.new_password === "" ? T.saved : T.passwordSaved,
    }))
    .with({ _tag: "Refused" }, (refused) => refused)
    .exhaustive();
  const status = match(result._tag)
    .with("Ok", () => 200)
    .with("ValidationFailed", () => 422)
    .with("RateLimited", () => 429)
    .with("Failed", () => ("overloaded" in result ? 503 : 502))
    .exhaustive();
  return reply({ form: "security", outcome, values: submission.values }, status);
}
