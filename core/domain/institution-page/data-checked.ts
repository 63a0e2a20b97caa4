import { parseWaveDate } from "../admission/parse-wave-date";
import { waveDateText } from "../admission/wave-date-text";

/** «Данные проверены 12 ноября 2026»: the Moscow day of `updated_at` in Russian; null when it does not parse. */
export const dataCheckedText = (updatedAt: string | null): string | null => {
  const day = waveDateText(updatedAt);
  return day === null ? null : `Данные проверены ${day}`;
};

/**
 * When a degree program's data was checked: it has no date of its own, so it is the earliest `updated_at` of its
 * education bases (everything the program shows was checked on that day or later); null without a readable date.
 */
export const programCheckedAt = (bases: readonly { readonly updated_at: string }[]): string | null =>
  bases.reduce<{ readonly iso: string; readonly time: number } | null>((earliest, base) => {
    const time = parseWaveDate(base.updated_at)?.getTime();
    if (time === undefined) return earliest;
    return earliest === null || time < earliest.time ? { iso: base.updated_at, time } : earliest;
  }, null)?.iso ?? null;
