import { Effect } from "effect";
import type { AuthRecord } from "../../domain/auth/auth-record";
import type { AuthDeps, ClientInfo } from "./auth-deps";
import { issueSession } from "./issue-session";
import { type LoginFailure, loginAttemptKey, loginLockout, recordLoginFailure } from "./login-throttle";

export type Credentials = Readonly<{ email: string; password: string }>;

/**
 * Signs in with address and password. At most 5 failures per 15 minutes per account and IP: past that every
 * attempt is refused (even a right one) until the oldest failure ages out. A success clears the failures.
 */
export const login = (
  deps: AuthDeps,
  credentials: Credentials,
  client: ClientInfo,
): Effect.Effect<AuthRecord, LoginFailure> =>
  Effect.gen(function* () {
    const now = deps.clock.now();
    const key = loginAttemptKey(credentials.email, client.ip);
    yield* loginLockout(deps, key, now);
    const account = yield* Effect.promise(() => deps.users.findByEmail(credentials.email.trim()));
    const matches = yield* Effect.promise(() =>
      deps.hasher.verify(credentials.password, account?.passwordHash ?? null),
    );
    if (!account || !matches) {
      yield* Effect.promise(() => recordLoginFailure(deps, key, now));
      return yield* Effect.fail({ _tag: "InvalidCredentials" } as const);
    }
    yield* Effect.promise(() => deps.attempts.clear(key));
    const session = yield* Effect.promise(() => issueSession(deps, account.id, client, now));
    return session.record;
  });
