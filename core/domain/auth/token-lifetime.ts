import { addSeconds } from "date-fns";
import { DURATIONS } from "../constants/durations";

/** An access token lives one hour. */
export const ACCESS_TOKEN_TTL_SECONDS = DURATIONS.hourSeconds;

/** A refresh is accepted up to 30 days after the access token expired. */
export const REFRESH_GRACE_SECONDS = 30 * DURATIONS.daySeconds;

/** The `expires` value of a token issued at `issuedAt`, in the ISO form of the auth record. */
export const accessTokenExpires = (issuedAt: Date): string =>
  addSeconds(issuedAt, ACCESS_TOKEN_TTL_SECONDS).toISOString();
