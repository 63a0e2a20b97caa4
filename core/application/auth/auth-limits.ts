import { DURATIONS } from "../../domain/constants/durations";
import type { AttemptScope } from "../../ports/attempt-repository.port";
import type { AttemptLimit } from "./attempt-limit";

/** Every rate limit of the account calls looks back over the same window. */
export const ATTEMPT_WINDOW_SECONDS = 15 * 60;

/** At most this many attempts per key inside the window. */
export const ATTEMPT_LIMITS: Readonly<Record<AttemptScope, AttemptLimit>> = {
  /** Failed logins (and wrong current passwords) per account and IP. */
  login: { max: 5, windowSeconds: ATTEMPT_WINDOW_SECONDS },
  /** Reset requests per address and IP. */
  "forgot-password": { max: 3, windowSeconds: ATTEMPT_WINDOW_SECONDS },
  /** Reset requests per IP, whatever the address (no mail flood over many addresses). */
  "forgot-password-ip": { max: 10, windowSeconds: ATTEMPT_WINDOW_SECONDS },
};

/** A password reset code is valid for one hour. */
export const RESET_CODE_TTL_SECONDS = DURATIONS.hourSeconds;
