import { MOSCOW_TIME_ZONE } from "../admission/moscow-time";

const yearFormat = new Intl.DateTimeFormat("en-US", { timeZone: MOSCOW_TIME_ZONE, year: "numeric" });

/** The calendar year in Moscow at `now`, for the footer's copyright line (the site's time zone, spec 1). */
export const copyrightYear = (now: Date): number => Number(yearFormat.format(now));
