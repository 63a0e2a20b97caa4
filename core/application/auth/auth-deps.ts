import type { AttemptRepository } from "../../ports/attempt-repository.port";
import type { Clock } from "../../ports/clock.port";
import type { Mailer } from "../../ports/mailer.port";
import type { PasswordHasher } from "../../ports/password-hasher.port";
import type { PasswordResetRepository } from "../../ports/password-reset-repository.port";
import type { SessionRepository } from "../../ports/session-repository.port";
import type { TokenGenerator } from "../../ports/token-generator.port";
import type { UserRepository } from "../../ports/user-repository.port";

/** Everything the account use cases need, as ports. */
export type AuthDeps = Readonly<{
  users: UserRepository;
  sessions: SessionRepository;
  resetCodes: PasswordResetRepository;
  attempts: AttemptRepository;
  mailer: Mailer;
  hasher: PasswordHasher;
  tokens: TokenGenerator;
  clock: Clock;
}>;

/** Where a call comes from, remembered on the session it creates and used as a rate-limit key. */
export type ClientInfo = Readonly<{ ip: string; userAgent: string }>;

/** The signed-in caller of a call that needs an account. */
export type Caller = Readonly<{ userId: number; sessionId: number }>;

/** The caller's account was deleted while the session lived. */
export type AccountNotFound = { readonly _tag: "AccountNotFound" };
