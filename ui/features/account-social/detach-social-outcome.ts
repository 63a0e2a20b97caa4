import { match } from "ts-pattern";
import { socialProviderOf } from "../../../core/domain/user/social-provider";
import type { AuthApi } from "../../../core/ports/auth-api.port";
import { SOCIAL_TEXTS as T } from "./social-texts";

/** What «Отвязать» did: detached, or refused with the server's reason (the last way to log in is kept). */
export type SocialDetachOutcome =
  { readonly _tag: "Detached"; readonly message: string } | { readonly _tag: "Refused"; readonly message: string };

/** Reads the posted provider and id, asks the server to unlink them and words the answer for the page. */
export async function detachSocialOutcome(
  api: { readonly auth: Pick<AuthApi, "detachSocial"> },
  form: FormData,
): Promise<SocialDetachOutcome> {
  const provider = socialProviderOf(form.get("provider"));
  const socialId = form.get("social_id");
  if (provider === null || typeof socialId !== "string" || socialId === "") {
    return { _tag: "Refused", message: T.unlinkFailed };
  }
  const result = await api.auth.detachSocial({ provider, social_id: socialId });
  return match(result)
    .returnType<SocialDetachOutcome>()
    .with({ _tag: "Ok" }, () => ({ _tag: "Detached", message: T.unlinked }))
    .with({ _tag: "ValidationFailed" }, ({ fields, message }) => ({
      _tag: "Refused",
      message: fields.social_id?.[0] ?? message ?? T.unlinkFailed,
    }))
    .with({ _tag: "RateLimited" }, { _tag: "Failed" }, () => ({ _tag: "Refused", message: T.unlinkFailed }))
    .exhaustive();
}
