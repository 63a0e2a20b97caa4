import { MOSCOW_TIME_ZONE } from "./moscow-time";

/**
 * An ISO-8601 calendar date, optionally with a time ("T" or a space; minutes, seconds and a fraction optional) and,
 * after a time, an offset: "2026-03-01", "2026-03-01 10:00:00", "2026-03-01T10:00:00.000Z", "2026-03-01T10:00+03:00".
 */
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2})(?::(\d{2})(?::(\d{2})(?:[.,](\d+))?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

const MINUTE = 60_000;

/** Moscow's wall clock, by the platform's time-zone data (Intl). Made once: building one is slow. */
const MOSCOW_CLOCK = new Intl.DateTimeFormat("en-US", {
  timeZone: MOSCOW_TIME_ZONE,
  calendar: "gregory",
  numberingSystem: "latn",
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
});

/** Milliseconds since the epoch of a wall time read as UTC; years 0-99 stay years, not 1900-1999. */
const utcOf = (year: number, month: number, day: number, hour = 0, minute = 0, second = 0, ms = 0): number => {
  const date = new Date(Date.UTC(2000, month - 1, day, hour, minute, second, ms));
  date.setUTCFullYear(year);
  return date.getTime();
};

/** Moscow's offset from UTC at an instant, in milliseconds (seconds included: before 1919 it was local mean time). */
const moscowOffsetAt = (instant: number): number => {
  const parts = new Map(MOSCOW_CLOCK.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]));
  const wall = utcOf(
    parts.get("year") ?? 0,
    parts.get("month") ?? 0,
    parts.get("day") ?? 0,
    parts.get("hour"),
    parts.get("minute"),
    parts.get("second"),
  );
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
};

/** The instant of a Moscow wall time; in a gap of a clock change, the later offset's reading (as date-fns-tz does). */
const moscowInstantOf = (wall: number): number => {
  const first = moscowOffsetAt(wall);
  const second = moscowOffsetAt(wall - first);
  if (first === second) return wall - first;
  const third = moscowOffsetAt(wall - second);
  return third === second ? wall - second : wall - Math.max(first, second);
};

/** The offset an ISO-8601 zone designator names ("Z", "+03", "+0300", "-03:30"), or null beyond 23:59. */
const offsetOf = (zone: string): number | null => {
  if (zone === "Z") return 0;
  const digits = zone.slice(1).replace(":", "");
  const hours = Number(digits.slice(0, 2));
  const minutes = digits.length > 2 ? Number(digits.slice(2, 4)) : 0;
  if (hours > 23 || minutes > 59) return null;
  return (zone.startsWith("-") ? -1 : 1) * (hours * 60 + minutes) * MINUTE;
};

/**
 * Reads an ISO-8601 date or date-time (the shapes of ISO_DATE_TIME; anything else, or a day, hour, minute or second
 * out of range, is null). A value without an offset ("2026-03-01", "2026-03-01 10:00:00") is Moscow wall time, so
 * the result never depends on the zone of the machine running the code. Hand-written rather than date-fns-tz's
 * `toDate`, which every page showing a date would otherwise load first
 * (docs/adr/040-catalogue-screens-as-chunks.md); a property test holds them equal on these shapes.
 */
export const parseWaveDate = (iso: string): Date | null => {
  const found = ISO_DATE_TIME.exec(iso);
  if (found === null) return null;
  const [, y, mo, d, h, mi, s, fraction, zone] = found;
  const [year, month, day] = [Number(y), Number(mo), Number(d)];
  const [hour, minute, second] = [Number(h ?? 0), Number(mi ?? 0), Number(s ?? 0)];
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  const ms = fraction === undefined ? 0 : Number(fraction.slice(0, 3).padEnd(3, "0"));
  const wall = utcOf(year, month, day, hour, minute, second, ms);
  if (new Date(wall).getUTCDate() !== day) return null;
  if (zone === undefined) return new Date(moscowInstantOf(wall));
  const offset = offsetOf(zone);
  return offset === null ? null : new Date(wall - offset);
};
