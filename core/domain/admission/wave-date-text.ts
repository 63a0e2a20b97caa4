import { MONTHS_GENITIVE } from "../text/months-genitive";
import { moscowCalendarDay } from "./moscow-calendar-day";
import { parseWaveDate } from "./parse-wave-date";

/** The Moscow calendar day of an ISO-8601 value in Russian ("1 марта 2026"); null when absent or unparseable. */
export const waveDateText = (iso: string | null): string | null => {
  const date = iso === null ? null : parseWaveDate(iso);
  if (date === null) return null;
  const { day, month, year } = moscowCalendarDay(date);
  return `${day} ${MONTHS_GENITIVE[month - 1] ?? ""} ${String(year).padStart(4, "0")}`;
};
