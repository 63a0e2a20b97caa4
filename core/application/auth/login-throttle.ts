import { subSeconds } from "date-fns";
import { Effect } from "effect";
import type { AttemptKey } from "../../ports/attempt-repository.port";
import type { HasherBusy } from "../../ports/password-hasher.port";
import { refusalAfter, type TooManyAttempts } from "./attempt-limit";
import type { AuthDeps } from "./auth-deps";
import { ATTEMPT_LIMITS } from "./auth-limits";
import { emailKey } from "./email-key";

export type LoginFailure =
  /** Unknown address or wrong password; deliberately not told apart. */
  { readonly _tag: "InvalidCredentials" } | TooManyAttempts | HasherBusy;

/** The rate-limit key of failed logins: the account (by address) and the caller's IP. */
export const loginAttemptKey = (email: string, ip: string): AttemptKey => ({
  scope: "login",
  subject: emailKey(email),
  ip,
});

/**
 * Checks a password under the login limit, counting the check BEFORE it runs: a slot of the key's window is
 * reserved atomically (fails with the wait when all 5 are taken), so however many checks arrive at once, at most 5
 * run per window. A wrong password keeps its slot as a failure; a right one clears the key (its own slot and the
 * earlier failures); a check the hasher refused as busy gives its slot back, since nothing was tried.
 */
export const checkPasswordUnderLimit = (
  deps: Pick<AuthDeps, "attempts" | "hasher">,
  key: AttemptKey,
  password: string,
  hash: string | null,
  now: Date,
): Effect.Effect<boolean, TooManyAttempts | HasherBusy> =>
  Effect.gen(function* () {
    const limit = ATTEMPT_LIMITS.login;
    const since = subSeconds(now, limit.windowSeconds);
    const reservation = yield* Effect.promise(() => deps.attempts.reserve(key, now, { after: since, max: limit.max }));
    if (!reservation.reserved) return yield* Effect.fail(refusalAfter(reservation.times, now, limit));
    const matches = yield* deps.hasher
      .verify(password, hash)
      .pipe(Effect.tapError(() => Effect.promise(() => deps.attempts.release(key, now))));
    yield* Effect.promise(() => (matches ? deps.attempts.clear(key) : deps.attempts.forgetUpTo(since)));
    return matches;
  });
