import type { AdmissionWaves } from "../admission/admission-waves";
import { MOSCOW_TIME_ZONE } from "../admission/moscow-time";
import { parseWaveDate } from "../admission/parse-wave-date";
import { formatInTimeZone } from "date-fns-tz";

type BaseDates = { readonly submission_at: string | null; readonly waves: Pick<AdmissionWaves, "waves"> };

const moscowDay = (iso: string | null): string | null => {
  const date = iso === null ? null : parseWaveDate(iso);
  return date === null ? null : formatInTimeZone(date, MOSCOW_TIME_ZONE, "yyyy-MM-dd");
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
