import { parseWaveDate } from "../../../../../core/domain/admission/parse-wave-date";

/** A Moscow calendar day as "YYYY-MM-DD". */
export type MoscowDay = string;

const instant = (text: string): Date => {
  const date = parseWaveDate(text);
  if (date === null) throw new Error(`Not a Moscow day: ${text}`);
  return date;
};

/** The first instant of a Moscow day (00:00 Moscow time, 21:00 UTC the day before). */
export const moscowDayStart = (day: MoscowDay): Date => instant(`${day}T00:00:00`);

/** The last second of a Moscow day (23:59:59 Moscow time). */
export const moscowDayEnd = (day: MoscowDay): Date => instant(`${day}T23:59:59`);

/** The day `days` later (or earlier, when negative). */
export const shiftDay = (day: MoscowDay, days: number): MoscowDay => {
  const [year, month, date] = day.split("-").map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (date ?? 1) + days)).toISOString().slice(0, 10);
};
