/** What is being throttled: failed logins, or password reset requests (per address, and per IP overall). */
export type AttemptScope = "login" | "forgot-password" | "forgot-password-ip";

/** `subject` is the normalised e-mail address, or "" for a per-IP scope. */
export type AttemptKey = Readonly<{ scope: AttemptScope; subject: string; ip: string }>;

/** Which attempts count against a reservation: those strictly after `after`, at most `max` of them. */
export type AttemptWindow = Readonly<{ after: Date; max: number }>;

/** A reservation's outcome: recorded, or refused with the times that filled the window (oldest first). */
export type AttemptReservation =
  { readonly reserved: true } | { readonly reserved: false; readonly times: readonly Date[] };

/** A log of attempts for rate limits; the limit itself is a rule of the core. */
export interface AttemptRepository {
  record(key: AttemptKey, at: Date): Promise<void>;
  /** Times of the key's attempts strictly after `after`, oldest first. */
  timesAfter(key: AttemptKey, after: Date): Promise<readonly Date[]>;
  /**
   * Records an attempt at `at` only when the key has fewer than `window.max` attempts after `window.after`, as one
   * atomic step: however many calls for a key run at once (in one process or several), at most `max` are reserved.
   */
  reserve(key: AttemptKey, at: Date, window: AttemptWindow): Promise<AttemptReservation>;
  /** Forgets one attempt of the key recorded at `at` (a reservation given back unused); none there: nothing. */
  release(key: AttemptKey, at: Date): Promise<void>;
  /** Forgets the key's attempts (a successful login clears its failures). */
  clear(key: AttemptKey): Promise<void>;
  /** Forgets every attempt at or before `before`, whatever the key (they can no longer count). */
  forgetUpTo(before: Date): Promise<void>;
}
