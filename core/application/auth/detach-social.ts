import { Effect } from "effect";
import type { User, UserSocial } from "../../domain/user/user";
import type { AccountNotFound, AuthDeps, Caller } from "./auth-deps";
import { canUnlinkSocial } from "../../domain/social/social-unlink";
import { hasPassword } from "./account-user";
import { userOfAccount } from "./load-user";

export type DetachSocialFailure =
  | { readonly _tag: "NotLinked" }
  /** The network is the account's last way to log in (no password, no other network). */
  | { readonly _tag: "LastSignInMethod" }
  | AccountNotFound;

/**
 * Unlinks one of the caller's own social links, unless it is the last way to log in (ADR 049). A status naming a provider that is no longer linked falls back
 * to "none" (the status is "none" or a linked provider).
 */
export const detachSocial = (
  deps: Pick<AuthDeps, "users" | "sessions" | "clock">,
  caller: Caller,
  social: UserSocial,
): Effect.Effect<User, DetachSocialFailure> =>
  Effect.gen(function* () {
    const before = yield* Effect.promise(() => deps.users.findById(caller.userId));
    if (!before) return yield* Effect.fail({ _tag: "AccountNotFound" } as const);
    const mine = before.socials.some((s) => s.provider === social.provider && s.social_id === social.social_id);
    if (!mine) return yield* Effect.fail({ _tag: "NotLinked" } as const);
    if (!canUnlinkSocial({ hasPassword: hasPassword(before), socials: before.socials }, social)) {
      return yield* Effect.fail({ _tag: "LastSignInMethod" } as const);
    }
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
