import { MOSCOW_TIME_ZONE } from "../admission/moscow-time";
import { waveDateText } from "../admission/wave-date-text";

/** Hours and minutes in Moscow, with the platform's time-zone data (as moscowCalendarDay). Made once: building one is slow. */
const MOSCOW_CLOCK = new Intl.DateTimeFormat("en-GB", {
  timeZone: MOSCOW_TIME_ZONE,
  numberingSystem: "latn",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/**
 * When a session was last used, in the portal's time: «25 ноября 2026, 07:05 мск». The server writes it at most
 * once a minute, so minutes are as precise as it gets. Null when absent or unparseable.
 */
export const sessionLastUseText = (iso: string | null): string | null => {
  const day = waveDateText(iso);
  if (iso === null || day === null) return null;
  return `${day}, ${MOSCOW_CLOCK.format(new Date(iso))} мск`;
};
