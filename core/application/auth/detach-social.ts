import { err, ok, type Result } from "../../domain/shared/result";
import type { User, UserSocial } from "../../domain/user/user";
import type { AccountNotFound, AuthDeps, Caller } from "./auth-deps";
import { userOfAccount } from "./load-user";

export type DetachSocialFailure = { readonly _tag: "NotLinked" } | AccountNotFound;

/**
 * Unlinks one of the caller's own social links. A status naming a provider that is no longer linked falls back
 * to "none" (the status is "none" or a linked provider).
 */
export const detachSocial = async (
  deps: Pick<AuthDeps, "users" | "sessions" | "clock">,
  caller: Caller,
  social: UserSocial,
): Promise<Result<User, DetachSocialFailure>> => {
  const unlinked = await deps.users.unlinkSocial(caller.userId, social);
  if (!unlinked.ok) return err(unlinked.error);
  const account = unlinked.value;
  const statusStale = account.status !== "none" && !account.socials.some((s) => s.provider === account.status);
  const current = statusStale
    ? await deps.users.updateProfile(
        account.id,
        { firstName: account.firstName, lastName: account.lastName, signature: account.signature, status: "none" },
        deps.clock.now(),
      )
    : account;
  if (!current) return err({ _tag: "AccountNotFound" });
  return ok(await userOfAccount(deps, current, caller.sessionId));
};
