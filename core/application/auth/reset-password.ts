import { Effect } from "effect";
import type { HasherBusy } from "../../ports/password-hasher.port";
import type { ConsumeResetCodeError } from "../../ports/password-reset-repository.port";
import type { AuthDeps, ClientInfo } from "./auth-deps";
import { issueSession } from "./issue-session";
import { userOfAccount } from "./load-user";
import type { SignedIn } from "./register";

export type PasswordResetInput = Readonly<{ code: string; password: string }>;

/**
 * Sets a new password with a reset code. The code is used up (once, atomically) before the password changes;
 * every session of the account is revoked, so whoever had the old password is signed out everywhere, and the
 * person who reset it is signed in with a new session (ADR 044). The new password is hashed before the code is
 * spent (ADR 069).
 */
export const resetPassword = (
  deps: Pick<AuthDeps, "users" | "sessions" | "resetCodes" | "hasher" | "tokens" | "clock">,
  input: PasswordResetInput,
  client: ClientInfo,
): Effect.Effect<SignedIn, ConsumeResetCodeError | HasherBusy> =>
  Effect.gen(function* () {
    const now = deps.clock.now();
    // Hashed before the code is used up, so a busy hasher leaves the code good for another try.
    const passwordHash = yield* deps.hasher.hash(input.password);
    const { userId } = yield* deps.resetCodes.consume(deps.tokens.hashToken(input.code), now);
    // The account of a live code can only be missing if it was deleted meanwhile: the code is as good as unknown.
    const account = yield* Effect.mapError(
      deps.users.updateSecurity(userId, { passwordHash }, now),
      () => CODE_UNKNOWN,
    );
    yield* Effect.promise(() => deps.sessions.revokeAllOfUser(userId, now, null));
    const session = yield* Effect.promise(() => issueSession(deps, userId, client, now));
    const user = yield* Effect.promise(() => userOfAccount(deps, account, session.sessionId));
    return { record: session.record, user };
  });

const CODE_UNKNOWN: ConsumeResetCodeError = { _tag: "CodeUnknown" };
