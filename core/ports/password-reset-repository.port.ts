import type { Effect } from "effect";

export type NewResetCode = Readonly<{ userId: number; codeHash: string; expiresAt: Date }>;

export type ConsumeResetCodeError =
  | { readonly _tag: "CodeUnknown" }
  /** Used already, or replaced by a newer code. */
  | { readonly _tag: "CodeUsed" }
  | { readonly _tag: "CodeExpired" };

/** Single-use password reset codes, stored by hash. */
export interface PasswordResetRepository {
  create(code: NewResetCode, now: Date): Promise<void>;
  /** Marks every unused code of the user as used (a new code replaces the old ones). */
  invalidateUnused(userId: number, now: Date): Promise<void>;
  /**
   * Uses the code once: succeeds only if it is unused and `now` is before its expiry, and then marks it used,
   * atomically, so two concurrent calls cannot both succeed.
   */
  consume(codeHash: string, now: Date): Effect.Effect<{ readonly userId: number }, ConsumeResetCodeError>;
}
