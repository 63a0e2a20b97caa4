import { moscowDateTimeText } from "../admission/moscow-date-time-text";

/**
 * When a session was last used, in the portal's time: «25 ноября 2026, 07:05 мск». The server writes it at most
 * once a minute, so minutes are as precise as it gets. Null when absent or unparseable.
 */
export const sessionLastUseText = (iso: string | null): string | null => moscowDateTimeText(iso);
