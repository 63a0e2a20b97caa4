import type { AuthRecord } from "../../domain/auth/auth-record";
import { err, ok, type Result } from "../../domain/shared/result";
import type { User } from "../../domain/user/user";
import type { AuthDeps, ClientInfo } from "./auth-deps";
import { createAccount } from "./create-account";
import { issueSession } from "./issue-session";
import { userOfAccount } from "./load-user";

export type Registration = Readonly<{ firstName: string; lastName: string; email: string; password: string }>;

/** A signed-in answer: the auth record to store and the user it belongs to. */
export type SignedIn = Readonly<{ record: AuthRecord; user: User }>;

export type RegisterFailure = { readonly _tag: "EmailTaken" };

/** Creates an ordinary account and signs it in at once. */
export const register = async (
  deps: AuthDeps,
  input: Registration,
  client: ClientInfo,
): Promise<Result<SignedIn, RegisterFailure>> => {
  const now = deps.clock.now();
  const created = await createAccount(deps, { ...input, role: "user" }, now);
  if (!created.ok) return err(created.error);
  const session = await issueSession(deps, created.value.id, client, now);
  return ok({ record: session.record, user: await userOfAccount(deps, created.value, session.sessionId) });
};
