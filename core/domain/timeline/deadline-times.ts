import { formatInTimeZone } from "date-fns-tz";
import { MOSCOW_TIME_ZONE } from "../admission/moscow-time";

export const BEIJING_TIME_ZONE = "Asia/Shanghai";

/** A wall-clock reading: "dd.MM.yyyy" and "HH:mm". */
export type WallTime = { readonly date: string; readonly time: string };

/** One deadline as read in Moscow and in Beijing (Beijing is five hours ahead, with no daylight saving). */
export type DeadlineTimes = { readonly moscow: WallTime; readonly beijing: WallTime };

const wall = (instant: Date, zone: string): WallTime => ({
  date: formatInTimeZone(instant, zone, "dd.MM.yyyy"),
  time: formatInTimeZone(instant, zone, "HH:mm"),
});

/** The deadline's date and time in Moscow and in Beijing, for a reminder's text. */
export const deadlineTimes = (deadline: Date): DeadlineTimes => ({
  moscow: wall(deadline, MOSCOW_TIME_ZONE),
  beijing: wall(deadline, BEIJING_TIME_ZONE),
});
