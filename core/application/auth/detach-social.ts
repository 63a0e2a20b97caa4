import { Effect } from "effect";
import type { User, UserSocial } from "../../domain/user/user";
import type { AccountNotFound, AuthDeps, Caller } from "./auth-deps";
import { userOfAccount } from "./load-user";

export type DetachSocialFailure = { readonly _tag: "NotLinked" } | AccountNotFound;

/**
 * Unlinks one of the caller's own social links. A status naming a provider that is no longer linked falls back
 * to "none" (the status is "none" or a linked provider).
 */
export const detachSocial = (
  deps: Pick<AuthDeps, "users" | "sessions" | "clock">,
  caller: Caller,
  social: UserSocial,
): Effect.Effect<User, DetachSocialFailure> =>
  Effect.gen(function* () {
    const account = yield* deps.users.unlinkSocial(caller.userId, social);
    const statusStale = account.status !== "none" && !account.socials.some((s) => s.provider === account.status);
    const current = statusStale
      ? yield* Effect.promise(() =>
          deps.users.updateProfile(
            account.id,
            { firstName: account.firstName, lastName: account.lastName, signature: account.signature, status: "none" },
            deps.clock.now(),
          ),
        )
      : account;
    if (!current) return yield* Effect.fail({ _tag: "AccountNotFound" } as const);
    return yield* Effect.promise(() => userOfAccount(deps, current, caller.sessionId));
  });
