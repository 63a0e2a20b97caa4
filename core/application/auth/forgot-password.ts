import { addSeconds, subSeconds } from "date-fns";
import { Effect } from "effect";
import { resetPasswordLink } from "../../domain/auth/reset-password-link";
import type { AttemptKey } from "../../ports/attempt-repository.port";
import { attemptVerdict, type TooManyAttempts, tooManyAttempts } from "./attempt-limit";
import type { AuthDeps, ClientInfo } from "./auth-deps";
import { ATTEMPT_LIMITS, ATTEMPT_WINDOW_SECONDS, RESET_CODE_TTL_SECONDS } from "./auth-limits";
import { emailKey } from "./email-key";
import { resetPasswordMail } from "./reset-password-mail";

/** The longer wait of the refusals, or null when every key allows the request. */
const worst = (refusals: readonly (TooManyAttempts | null)[]): TooManyAttempts | null =>
  refusals.reduce<TooManyAttempts | null>(
    (acc, next) => (next && (!acc || next.retryAfterSeconds > acc.retryAfterSeconds) ? next : acc),
    null,
  );

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
    const times = yield* Effect.promise(() => Promise.all(keys.map((key) => deps.attempts.timesAfter(key, since))));
    const refused = worst(
      keys.map((key, i) => tooManyAttempts(attemptVerdict(times[i] ?? [], now, ATTEMPT_LIMITS[key.scope]))),
    );
    if (refused) return yield* Effect.fail(refused);
    yield* Effect.promise(() => sendResetCode(deps, keys, since, email, now, siteOrigin));
    return null;
  });

/** Counts the request and mails a fresh code when an account has the address. */
const sendResetCode = async (
  deps: AuthDeps,
  keys: readonly AttemptKey[],
  since: Date,
  email: string,
  now: Date,
  siteOrigin: string,
): Promise<void> => {
  for (const key of keys) await deps.attempts.record(key, now);
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
