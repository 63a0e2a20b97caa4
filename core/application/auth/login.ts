import { Effect } from "effect";
import type { AuthRecord } from "../../domain/auth/auth-record";
import type { AuthDeps, ClientInfo } from "./auth-deps";
import { issueSession } from "./issue-session";
import { checkPasswordUnderLimit, type LoginFailure, loginAttemptKey } from "./login-throttle";

export type Credentials = Readonly<{ email: string; password: string }>;

/**
 * Signs in with address and password. At most 5 password checks per 15 minutes per account and IP, counted before
 * each check runs: past that every attempt is refused (even a right one) until the oldest failure ages out. A
 * success clears the failures. A busy hasher refuses without counting.
 */
export const login = (
  deps: AuthDeps,
  credentials: Credentials,
  client: ClientInfo,
): Effect.Effect<AuthRecord, LoginFailure> =>
  Effect.gen(function* () {
    const now = deps.clock.now();
    const key = loginAttemptKey(credentials.email, client.ip);
    const account = yield* Effect.promise(() => deps.users.findByEmail(credentials.email.trim()));
    const matches = yield* checkPasswordUnderLimit(deps, key, credentials.password, account?.passwordHash ?? null, now);
    if (!account || !matches) return yield* Effect.fail({ _tag: "InvalidCredentials" } as const);
    const session = yield* Effect.promise(() => issueSession(deps, account.id, client, now));
    return session.record;
  });
