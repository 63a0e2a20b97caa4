import type { AuthDeps } from "../../../core/application/auth/auth-deps";
import type { Clock } from "../../../core/ports/clock.port";
import { scryptPasswordHasher } from "../../security/password";
import { cryptoTokenGenerator } from "../../security/token-generator";
import { memoryAttemptRepository } from "./attempts.memory";
import { type MemoryOutbox, memoryOutbox } from "./mail-outbox.memory";
import { memoryPasswordResetRepository } from "./password-resets.memory";
import { memorySessionRepository } from "./sessions.memory";
import { memoryUserRepository } from "./users.memory";

/** Cheap scrypt settings: real hashing, a millisecond per hash, for tests and tools only. */
const CHEAP_SCRYPT = { N: 2 ** 10, r: 8, p: 1 } as const;

/** The account use cases wired on in-memory repositories; the outbox is exposed to read the mail sent. */
export function memoryAuthDeps(clock: Clock): AuthDeps & { readonly outbox: MemoryOutbox } {
  const outbox = memoryOutbox();
  return {
    users: memoryUserRepository(),
    sessions: memorySessionRepository(),
    resetCodes: memoryPasswordResetRepository(),
    attempts: memoryAttemptRepository(),
    mailer: outbox,
    outbox,
    hasher: scryptPasswordHasher(CHEAP_SCRYPT),
    tokens: cryptoTokenGenerator,
    clock,
  };
}
