import { Effect } from "effect";
import type { User } from "../../domain/user/user";
import type { UserStatus } from "../../domain/user/user-status";
import type { AccountNotFound, AuthDeps, Caller } from "./auth-deps";
import { userOfAccount } from "./load-user";

/** Absent signature or status leave the stored value as it is. */
export type ProfileInput = Readonly<{ firstName: string; lastName: string; signature?: string; status?: UserStatus }>;

export type EditProfileFailure = AccountNotFound | { readonly _tag: "StatusNotLinked" };

/** Changes the caller's names, signature and status; the status is "none" or a provider the account has linked. */
export const editProfile = (
  deps: Pick<AuthDeps, "users" | "sessions" | "clock">,
  caller: Caller,
  input: ProfileInput,
): Effect.Effect<User, EditProfileFailure> =>
  Effect.gen(function* () {
    const account = yield* Effect.promise(() => deps.users.findById(caller.userId));
    if (!account) return yield* Effect.fail({ _tag: "AccountNotFound" } as const);
    const status = input.status ?? account.status;
    if (input.status !== undefined && status !== "none" && !account.socials.some((s) => s.provider === status)) {
      return yield* Effect.fail({ _tag: "StatusNotLinked" } as const);
    }
    const signature = input.signature ?? account.signature;
    const updated = yield* Effect.promise(() =>
      deps.users.updateProfile(
        caller.userId,
        { firstName: input.firstName, lastName: input.lastName, signature, status },
        deps.clock.now(),
      ),
    );
    if (!updated) return yield* Effect.fail({ _tag: "AccountNotFound" } as const);
    return yield* Effect.promise(() => userOfAccount(deps, updated, caller.sessionId));
  });
