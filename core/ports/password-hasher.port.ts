import type { Effect } from "effect";

/** Every hashing slot is taken and so is the short queue behind them: nothing was hashed; try again shortly. */
export type HasherBusy = { readonly _tag: "HasherBusy" };

/**
 * Slow, salted password hashing. The hash string carries its own salt and parameters. A hash costs a core for a
 * noticeable time, so an implementation may bound how many run at once and refuse the rest with `HasherBusy`.
 */
export interface PasswordHasher {
  hash(password: string): Effect.Effect<string, HasherBusy>;
  /**
   * Whether the password matches the hash. With `null` (no such account) it spends the same time on a dummy hash
   * and answers false, so a caller cannot tell a missing account by timing. A malformed hash answers false.
   */
  verify(password: string, hash: string | null): Effect.Effect<boolean, HasherBusy>;
}
