/** Bearer tokens and one-time codes: unguessable random strings, stored only as hashes. */
export interface TokenGenerator {
  /** A new random token (at least 256 bits), URL-safe. */
  newToken(): string;
  /** The deterministic hash under which a token is stored and looked up. */
  hashToken(token: string): string;
}
