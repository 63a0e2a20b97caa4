import { addSeconds, subSeconds } from "date-fns";
import { Effect } from "effect";
import { resetPasswordLink } from "../../domain/auth/reset-password-link";
import type { AttemptKey } from "../../ports/attempt-repository.port";
import { refusalAfter, type TooManyAttempts } from "./attempt-limit";
import type { AuthDeps, ClientInfo } from "./auth-deps";
import { ATTEMPT_LIMITS, ATTEMPT_WINDOW_SECONDS, RESET_CODE_TTL_SECONDS } from "./auth-limits";
import { emailKey } from "./email-key";
import { resetPasswordMail } from "./reset-password-mail";

/**
 * Reserves a request slot of every key in turn, atomically per key (ADR 069): however many requests arrive at once,
 * no key admits more than its limit. When a later key refuses, the slots already taken are given back, so a refused
 * request counts nowhere.
 */
const reserveAll = (
  deps: Pick<AuthDeps, "attempts">,
  keys: readonly AttemptKey[],
  since: Date,
  now: Date,
): Effect.Effect<void, TooManyAttempts> =>
  Effect.gen(function* () {
    const taken: AttemptKey[] = [];
    for (const key of keys) {
      const limit = ATTEMPT_LIMITS[key.scope];
      const reservation = yield* Effect.promise(() =>
        deps.attempts.reserve(key, now, { after: since, max: limit.max }),
      );
      if (!reservation.reserved) {
        yield* Effect.promise(() => Promise.all(taken.map((held) => deps.attempts.release(held, now))));
        return yield* Effect.fail(refusalAfter(reservation.times, now, limit));
      }
      taken.push(key);
    }
  });

/**
 * Sends a single-use reset code, valid one hour, to the address if an account has it; a new code replaces
 * earlier unused ones. The answer is the same whether or not the address is known (no account enumeration);
 * only the rate limit (per address and IP, and per IP) can refuse, and it counts known and unknown addresses alike.
 * The mail links to the reset page of `siteOrigin` (the configured public origin, or the request's).
 */
export const forgotPassword = (
  deps: AuthDeps,
  email: string,
  client: ClientInfo,
  siteOrigin: string,
): Effect.Effect<null, TooManyAttempts> =>
  Effect.gen(function* () {
    const now = deps.clock.now();
    const keys: readonly AttemptKey[] = [
      { scope: "forgot-password", subject: emailKey(email), ip: client.ip },
      { scope: "forgot-password-ip", subject: "", ip: client.ip },
    ];
    const since = subSeconds(now, ATTEMPT_WINDOW_SECONDS);
    yield* reserveAll(deps, keys, since, now);
    yield* Effect.promise(() => sendResetCode(deps, since, email, now, siteOrigin));
    return null;
  });

/** Mails a fresh code when an account has the address (the request is already counted). */
const sendResetCode = async (
  deps: AuthDeps,
  since: Date,
  email: string,
  now: Date,
  siteOrigin: string,
): Promise<void> => {
  await deps.attempts.forgetUpTo(since);
  const account = await deps.users.findByEmail(email.trim());
  if (!account) return;
  await deps.resetCodes.invalidateUnused(account.id, now);
  const code = deps.tokens.newToken();
  await deps.resetCodes.create(
    { userId: account.id, codeHash: deps.tokens.hashToken(code), expiresAt: addSeconds(now, RESET_CODE_TTL_SECONDS) },
    now,
  );
  await deps.mailer.send(
    resetPasswordMail(account.email, account.firstName, code, resetPasswordLink(siteOrigin, code)),
  );
};
