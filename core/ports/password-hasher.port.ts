/** Slow, salted password hashing. The hash string carries its own salt and parameters. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /**
   * Whether the password matches the hash. With `null` (no such account) it spends the same time on a dummy hash
   * and answers false, so a caller cannot tell a missing account by timing. A malformed hash answers false.
   */
  verify(password: string, hash: string | null): Promise<boolean>;
}
