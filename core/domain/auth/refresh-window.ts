import { addSeconds } from "date-fns";
import type { AuthRecord } from "./auth-record";
import { REFRESH_GRACE_SECONDS } from "./token-lifetime";

/** A token may be refreshed until the grace period after its expiry has fully passed (inclusive bound). */
export const isRefreshAccepted = (expires: AuthRecord["expires"], now: Date): boolean =>
  now.getTime() <= addSeconds(new Date(expires), REFRESH_GRACE_SECONDS).getTime();
