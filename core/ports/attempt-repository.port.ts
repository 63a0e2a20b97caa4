/** What is being throttled: failed logins, or password reset requests (per address, and per IP overall). */
export type AttemptScope = "login" | "forgot-password" | "forgot-password-ip";

/** `subject` is the normalised e-mail address, or "" for a per-IP scope. */
export type AttemptKey = Readonly<{ scope: AttemptScope; subject: string; ip: string }>;

/** A log of attempts for rate limits; the limit itself is a rule of the core. */
export interface AttemptRepository {
  record(key: AttemptKey, at: Date): Promise<void>;
  /** Times of the key's attempts strictly after `after`, oldest first. */
  timesAfter(key: AttemptKey, after: Date): Promise<readonly Date[]>;
  /** Forgets the key's attempts (a successful login clears its failures). */
  clear(key: AttemptKey): Promise<void>;
  /** Forgets every attempt at or before `before`, whatever the key (they can no longer count). */
  forgetUpTo(before: Date): Promise<void>;
}
