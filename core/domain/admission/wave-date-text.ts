import { ru } from "date-fns/locale/ru";
import { formatInTimeZone } from "date-fns-tz";
import { MOSCOW_TIME_ZONE } from "./moscow-time";
import { parseWaveDate } from "./parse-wave-date";

/** The Moscow calendar day of an ISO-8601 value in Russian ("1 марта 2026"); null when absent or unparseable. */
export const waveDateText = (iso: string | null): string | null => {
  const date = iso === null ? null : parseWaveDate(iso);
  return date === null ? null : formatInTimeZone(date, MOSCOW_TIME_ZONE, "d MMMM yyyy", { locale: ru });
};
