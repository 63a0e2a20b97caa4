import { subSeconds } from "date-fns";
import { Effect } from "effect";
import type { AttemptKey } from "../../ports/attempt-repository.port";
import { attemptVerdict, type TooManyAttempts, tooManyAttempts } from "./attempt-limit";
import type { AuthDeps } from "./auth-deps";
import { ATTEMPT_LIMITS, ATTEMPT_WINDOW_SECONDS } from "./auth-limits";
import { emailKey } from "./email-key";

export type LoginFailure =
  /** Unknown address or wrong password; deliberately not told apart. */
  { readonly _tag: "InvalidCredentials" } | TooManyAttempts;

/** The rate-limit key of failed logins: the account (by address) and the caller's IP. */
export const loginAttemptKey = (email: string, ip: string): AttemptKey => ({
  scope: "login",
  subject: emailKey(email),
  ip,
});

/** Checks the login limit: fails with the wait when the key is locked out. */
export const loginLockout = (
  deps: Pick<AuthDeps, "attempts">,
  key: AttemptKey,
  now: Date,
): Effect.Effect<void, TooManyAttempts> =>
  Effect.gen(function* () {
    const times = yield* Effect.promise(() => deps.attempts.timesAfter(key, subSeconds(now, ATTEMPT_WINDOW_SECONDS)));
    const refused = tooManyAttempts(attemptVerdict(times, now, ATTEMPT_LIMITS.login));
    if (refused) return yield* Effect.fail(refused);
  });

/** Remembers a failed password check for the limit, forgetting attempts too old to count. */
export const recordLoginFailure = async (
  deps: Pick<AuthDeps, "attempts">,
  key: AttemptKey,
  now: Date,
): Promise<void> => {
  await deps.attempts.record(key, now);
  await deps.attempts.forgetUpTo(subSeconds(now, ATTEMPT_WINDOW_SECONDS));
};
