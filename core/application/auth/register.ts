import { Effect } from "effect";
import type { AuthRecord } from "../../domain/auth/auth-record";
import type { User } from "../../domain/user/user";
import type { AuthDeps, ClientInfo } from "./auth-deps";
import { type CreateAccountFailure, createAccount } from "./create-account";
import { issueSession } from "./issue-session";
import { userOfAccount } from "./load-user";

export type Registration = Readonly<{ firstName: string; lastName: string; email: string; password: string }>;

/** A signed-in answer: the auth record to store and the user it belongs to. */
export type SignedIn = Readonly<{ record: AuthRecord; user: User }>;

export type RegisterFailure = CreateAccountFailure;

/** Creates an ordinary account and signs it in at once. */
export const register = (
  deps: AuthDeps,
  input: Registration,
  client: ClientInfo,
): Effect.Effect<SignedIn, RegisterFailure> =>
  Effect.gen(function* () {
    const now = deps.clock.now();
    const account = yield* createAccount(deps, { ...input, role: "user" }, now);
    const session = yield* Effect.promise(() => issueSession(deps, account.id, client, now));
    const user = yield* Effect.promise(() => userOfAccount(deps, account, session.sessionId));
    return { record: session.record, user };
  });
