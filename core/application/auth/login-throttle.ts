import { subSeconds } from "date-fns";
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

/** Checks the login limit; answers the failure to return when the key is locked out. */
export const loginLockout = async (
  deps: Pick<AuthDeps, "attempts">,
  key: AttemptKey,
  now: Date,
): Promise<TooManyAttempts | null> => {
  const times = await deps.attempts.timesAfter(key, subSeconds(now, ATTEMPT_WINDOW_SECONDS));
  return tooManyAttempts(attemptVerdict(times, now, ATTEMPT_LIMITS.login));
};

/** Remembers a failed password check for the limit, forgetting attempts too old to count. */
export const recordLoginFailure = async (
  deps: Pick<AuthDeps, "attempts">,
  key: AttemptKey,
  now: Date,
): Promise<void> => {
  await deps.attempts.record(key, now);
  await deps.attempts.forgetUpTo(subSeconds(now, ATTEMPT_WINDOW_SECONDS));
};
