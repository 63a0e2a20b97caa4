import { data, type RouterContextProvider } from "react-router";
import { match } from "ts-pattern";
import { MAX_AVATAR_BYTES } from "../../../core/domain/image/avatar-upload-check";
import type { FieldErrors } from "../../../core/domain/forms/server-form-errors";
import type { SubmitResult } from "../../../core/ports/submit-result";
import { AVATAR_MESSAGES } from "../../../adapters/http/contract/avatar-messages";
import { requestApiContext, requestQueryClientContext } from "../../app/request-context";
import { forgetAccountReads } from "../account/account.queries";
import { accountFormOutcome } from "../account-forms/account-form-outcome";
import { submitStatus } from "../account-forms/submit-status";
import { type ProfileFormValues, readProfileForm } from "./profile-submission";
import { PROFILE_TEXTS as T } from "./profile-texts";

/** The posts of the profile page, told apart by the submit button's `intent`. */
export const PROFILE_INTENTS = {
  save: "save-profile",
  avatar: "upload-avatar",
  removeAvatar: "remove-avatar",
} as const;

/** The fields of the profile form: a server message for any of them shows at the field. */
export const PROFILE_FIELDS = ["first_name", "last_name", "signature", "status"];

export type ProfileOutcome =
  | { readonly _tag: "Saved"; readonly message: string }
  | { readonly _tag: "Refused"; readonly fields: FieldErrors; readonly message: string | null };

/** What the action hands back to the page: the outcome of the profile form or of the avatar upload. */
export type ProfileActionData =
  | { readonly form: "profile"; readonly outcome: ProfileOutcome; readonly values: ProfileFormValues }
  | { readonly form: "avatar"; readonly outcome: ProfileOutcome };

const outcomeOf = (result: SubmitResult, fields: readonly string[], saved: string, failed: string): ProfileOutcome =>
  match(accountFormOutcome(result, fields))
    .returnType<ProfileOutcome>()
    .with({ _tag: "Done" }, () => ({ _tag: "Saved", message: saved }))
    .with({ _tag: "Refused" }, (refused) => (result._tag === "Failed" ? { ...refused, message: failed } : refused))
    .exhaustive();

/** The `avatar` entry when it is a file with content; an over-size file is refused here without sending it on. */
const avatarOf = (form: FormData): File | string => {
  const file = form.get("avatar");
  if (!(file instanceof File) || file.size === 0) return AVATAR_MESSAGES.missing;
  return file.size > MAX_AVATAR_BYTES ? AVATAR_MESSAGES.tooLarge : file;
};

/**
 * The route action of the profile page. It runs on the server for a plain form post (no JavaScript: the page is
 * rendered again with the outcome, its loaders running after this in the same request) and for the fetchers' posts
 * alike, calling the account API with the visitor's session from the cookies: the profile form as JSON, the avatar as
 * multipart, its removal without a body. The account read before the post is dropped afterwards, so the page rendered
 * with the outcome shows the account as the post left it.
 */
export async function profileAction({
  request,
  context,
}: {
  request: Request;
  context: Readonly<RouterContextProvider>;
}) {
  try {
    return await answerPost(request, context);
  } finally {
    forgetAccountReads(context.get(requestQueryClientContext));
  }
}

async function answerPost(request: Request, context: Readonly<RouterContextProvider>) {
  const form = await request.formData().catch(() => null);
  const api = context.get(requestApiContext);
  const intent = form?.get("intent");
  if (form !== null && intent === PROFILE_INTENTS.removeAvatar) {
    const result = await api.auth.removeAvatar();
    const outcome = outcomeOf(result, ["avatar"], T.removed, T.removeFailed);
    return data<ProfileActionData>({ form: "avatar", outcome }, { status: submitStatus(result) });
  }
  if (form !== null && intent === PROFILE_INTENTS.avatar) {
    const file = avatarOf(form);
    if (typeof file === "string") {
      const outcome: ProfileOutcome = { _tag: "Refused", fields: { avatar: file }, message: null };
      return data<ProfileActionData>({ form: "avatar", outcome }, { status: 422 });
    }
    const result = await api.auth.uploadAvatar({ bytes: new Uint8Array(await file.arrayBuffer()), name: file.name });
    const outcome = outcomeOf(result, ["avatar"], T.uploaded, T.uploadFailed);
    return data<ProfileActionData>({ form: "avatar", outcome }, { status: submitStatus(result) });
  }
  if (form === null || intent !== PROFILE_INTENTS.save) throw data("Метод не поддерживается", { status: 405 });
  const values = readProfileForm(form);
  const result = await api.auth.editMe(values);
  const outcome = outcomeOf(result, PROFILE_FIELDS, T.saved, T.failed);
  return data<ProfileActionData>({ form: "profile", outcome, values }, { status: submitStatus(result) });
}
