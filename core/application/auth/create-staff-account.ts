import type { Effect } from "effect";
import type { Account } from "../../ports/user-repository.port";
import type { AuthDeps } from "./auth-deps";
import { type CreateAccountFailure, createAccount } from "./create-account";

export type StaffInput = Readonly<{
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  role: "staff" | "admin";
}>;

/** A staff or admin account, for the operator's script; it signs nobody in. */
export const createStaffAccount = (
  deps: Pick<AuthDeps, "users" | "hasher" | "clock">,
  input: StaffInput,
): Effect.Effect<Account, CreateAccountFailure> => createAccount(deps, input, deps.clock.now());
