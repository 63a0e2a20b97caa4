import { isValid } from "date-fns";
import { toDate } from "date-fns-tz";
import { MOSCOW_TIME_ZONE } from "./moscow-time";

/**
 * Reads an ISO-8601 date or date-time. A value without an offset ("2026-03-01", "2026-03-01 10:00:00")
 * is Moscow wall time, so the result never depends on the zone of the machine running the code.
 */
export const parseWaveDate = (iso: string): Date | null => {
  const date = toDate(iso, { timeZone: MOSCOW_TIME_ZONE });
  return isValid(date) ? date : null;
};
