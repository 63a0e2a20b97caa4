import { MOSCOW_TIME_ZONE } from "./moscow-time";

/** A calendar day in Moscow as numbers: day 1-31, month 1-12, year of the era (1 BC is year 1, as `yyyy` writes it). */
export type MoscowCalendarDay = { readonly day: number; readonly month: number; readonly year: number };

/**
 * Read with the platform's time-zone data (Intl) rather than date-fns's `format`: the same figures without date-fns's
 * formatters and locales, which pages showing dates would otherwise load first
 * (docs/adr/038-precompressed-assets-and-first-load-per-page.md). Made once: building one is slow.
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

/** The Moscow calendar day an instant falls on. */
export const moscowCalendarDay = (date: Date): MoscowCalendarDay => {
  const parts = new Map(MOSCOW_DATE.formatToParts(date).map((part) => [part.type, part.value]));
  return { day: Number(parts.get("day")), month: Number(parts.get("month")), year: Number(parts.get("year")) };
};
