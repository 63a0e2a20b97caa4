import { err, ok, type Result } from "../../domain/shared/result";
import type { User } from "../../domain/user/user";
import type { UserStatus } from "../../domain/user/user-status";
import type { AccountNotFound, AuthDeps, Caller } from "./auth-deps";
import { userOfAccount } from "./load-user";

/** Absent signature or status leave the stored value as it is. */
export type ProfileInput = Readonly<{ firstName: string; lastName: string; signature?: string; status?: UserStatus }>;

export type EditProfileFailure = AccountNotFound | { readonly _tag: "StatusNotLinked" };

/** Changes the caller's names, signature and status; the status is "none" or a provider the account has linked. */
export const editProfile = async (
  deps: Pick<AuthDeps, "users" | "sessions" | "clock">,
  caller: Caller,
  input: ProfileInput,
): Promise<Result<User, EditProfileFailure>> => {
  const account = await deps.users.findById(caller.userId);
  if (!account) return err({ _tag: "AccountNotFound" });
  const status = input.status ?? account.status;
  if (input.status !== undefined && status !== "none" && !account.socials.some((s) => s.provider === status)) {
    return err({ _tag: "StatusNotLinked" });
  }
  const updated = await deps.users.updateProfile(
    caller.userId,
    { firstName: input.firstName, lastName: input.lastName, signature: input.signature ?? account.signature, status },
    deps.clock.now(),
  );
  if (!updated) return err({ _tag: "AccountNotFound" });
  return ok(await userOfAccount(deps, updated, caller.sessionId));
};
