import type { AdmissionWaves } from "../admission/admission-waves";
import { moscowCalendarDay } from "../admission/moscow-calendar-day";
import { parseWaveDate } from "../admission/parse-wave-date";

type BaseDates = { readonly submission_at: string | null; readonly waves: Pick<AdmissionWaves, "waves"> };

const pad = (value: number, width: number) => String(value).padStart(width, "0");

/** "yyyy-MM-dd" of the Moscow day, by Intl (no date-fns formatters on the pages that render it). */
const moscowDay = (iso: string | null): string | null => {
  const date = iso === null ? null : parseWaveDate(iso);
  if (date === null) return null;
  const { day, month, year } = moscowCalendarDay(date);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
};

/**
 * The last day to apply to an education base, as a Moscow calendar date ("2027-06-15", schema.org's
 * `applicationDeadline`): its submission deadline, else the end of its last wave that has one; null when neither reads.
 */
export const baseApplicationDeadline = (base: BaseDates): string | null =>
  moscowDay(base.submission_at) ??
  base.waves.waves.reduceRight<string | null>((found, wave) => found ?? moscowDay(wave.date_to), null);

/** The last day to apply to any base of a degree program: the latest of the bases' deadlines. */
export const programApplicationDeadline = (bases: readonly BaseDates[]): string | null =>
  bases
    .map(baseApplicationDeadline)
    .reduce<string | null>((latest, day) => (day !== null && (latest === null || day > latest) ? day : latest), null);
