import { MOSCOW_TIME_ZONE } from "./moscow-time";
import { waveDateText } from "./wave-date-text";

/** Hours and minutes in Moscow, with the platform's time-zone data (as moscowCalendarDay). Made once: building one is slow. */
const MOSCOW_CLOCK = new Intl.DateTimeFormat("en-GB", {
  timeZone: MOSCOW_TIME_ZONE,
  numberingSystem: "latn",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** A moment in the portal's time: «25 ноября 2026, 07:05 мск». Null when absent or unparseable. */
export const moscowDateTimeText = (iso: string | null): string | null => {
  const day = waveDateText(iso);
  if (iso === null || day === null) return null;
  return `${day}, ${MOSCOW_CLOCK.format(new Date(iso))} мск`;
};
