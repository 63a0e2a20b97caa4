import { MOSCOW_TIME_ZONE } from "./moscow-time";
import { parseWaveDate } from "./parse-wave-date";

const MONTHS_GENITIVE = [
  "января",
  "февраля",
  "марта",
  "апреля",
  "мая",
  "июня",
  "июля",
  "августа",
  "сентября",
  "октября",
  "ноября",
  "декабря",
] as const;

/**
 * The Moscow calendar date of an instant as numbers, by the platform's time-zone data (Intl) rather than date-fns's
 * `format`: the same text without date-fns's formatters and locales, which pages that show dates would otherwise
 * load first (docs/adr/038-precompressed-assets-and-first-load-per-page.md). Made once: building one is slow.
 */
const MOSCOW_DATE = new Intl.DateTimeFormat("en-US", {
  timeZone: MOSCOW_TIME_ZONE,
  calendar: "gregory",
  numberingSystem: "latn",
  era: "short",
  year: "numeric",
  month: "numeric",
  day: "numeric",
});

const moscowDayOf = (date: Date): { day: number; month: number; year: number } => {
  const parts = new Map(MOSCOW_DATE.formatToParts(date).map((part) => [part.type, part.value]));
  // The year of its era, as date-fns's `yyyy` writes it (1 BC is "0001").
  return { day: Number(parts.get("day")), month: Number(parts.get("month")), year: Number(parts.get("year")) };
};

/** The Moscow calendar day of an ISO-8601 value in Russian ("1 марта 2026"); null when absent or unparseable. */
export const waveDateText = (iso: string | null): string | null => {
  const date = iso === null ? null : parseWaveDate(iso);
  if (date === null) return null;
  const { day, month, year } = moscowDayOf(date);
  return `${day} ${MONTHS_GENITIVE[month - 1] ?? ""} ${String(year).padStart(4, "0")}`;
};
