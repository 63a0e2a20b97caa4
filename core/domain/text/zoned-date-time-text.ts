import { MONTHS_GENITIVE } from "./months-genitive";
const formats = new Map<string, Intl.DateTimeFormat>();

/** Built once per zone (building one is slow); numbers only, so the words do not depend on the platform's locales. */
const formatIn = (timeZone: string): Intl.DateTimeFormat => {
  const known = formats.get(timeZone);
  if (known) return known;
  const made = new Intl.DateTimeFormat("en-US", {
    timeZone,
    calendar: "gregory",
    numberingSystem: "latn",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  formats.set(timeZone, made);
  return made;
};

/** An instant as the wall clock of `timeZone` shows it, in Russian: "27 ноября 2026, 09:05". */
export const zonedDateTimeText = (date: Date, timeZone: string): string => {
  const parts = new Map(
    formatIn(timeZone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  const month = MONTHS_GENITIVE[Number(parts.get("month")) - 1] ?? "";
  return `${Number(parts.get("day"))} ${month} ${parts.get("year")}, ${parts.get("hour")}:${parts.get("minute")}`;
};
