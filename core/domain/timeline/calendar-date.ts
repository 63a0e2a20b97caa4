import { moscowCalendarDay } from "../admission/moscow-calendar-day";

/** A calendar day as the API and the table store it: "YYYY-MM-DD". */
export type CalendarDate = string;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a valid "YYYY-MM-DD" (years 1000-9999), or null for anything else. */
export const dayNumber = (date: CalendarDate): number | null => {
  const found = ISO_DAY.exec(date);
  if (!found) return null;
  const [year, month, day] = [Number(found[1]), Number(found[2]), Number(found[3])];
  if (year < 1000) return null;
  const utc = Date.UTC(year, month - 1, day);
  const back = new Date(utc);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  return utc / DAY_MS;
};

export const isCalendarDate = (date: string): boolean => dayNumber(date) !== null;

/** The "YYYY-MM-DD" of a day number. */
export const calendarDateOf = (days: number): CalendarDate => new Date(days * DAY_MS).toISOString().slice(0, 10);

const pad = (n: number, width: number) => String(n).padStart(width, "0");

/** The Moscow calendar day an instant falls on, as "YYYY-MM-DD". */
export const moscowDateOf = (instant: Date): CalendarDate => {
  const { year, month, day } = moscowCalendarDay(instant);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
};

/**
 * The same day `months` calendar months later; a day the target month lacks becomes its last day
 * (31 August + 6 months = 28 or 29 February).
 */
export const addMonths = (days: number, months: number): number => {
  const date = new Date(days * DAY_MS);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay)) / DAY_MS;
};
