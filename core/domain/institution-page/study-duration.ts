/**
 * A length of study read from its Russian text ("4 года", "1 семестр", "6 месяцев"): the ISO 8601 duration that
 * schema.org's `timeToComplete` takes, and its length in days to compare durations (a year is 365 days, a month
 * 30, a semester six months, a week 7).
 */
export type StudyDuration = { readonly iso: string; readonly days: number };

type Unit = { readonly words: readonly string[]; readonly toDuration: (count: number) => StudyDuration | null };

const whole = (count: number): boolean => Number.isInteger(count) && count > 0;
const months = (count: number): StudyDuration | null => (whole(count) ? { iso: `P${count}M`, days: count * 30 } : null);

const UNITS: readonly Unit[] = [
  {
    words: ["год", "года", "лет"],
    toDuration: (count) => (whole(count) ? { iso: `P${count}Y`, days: count * 365 } : months(count * 12)),
  },
  { words: ["месяц", "месяца", "месяцев"], toDuration: months },
  { words: ["семестр", "семестра", "семестров"], toDuration: (count) => months(count * 6) },
  {
    words: ["неделя", "недели", "недель"],
    toDuration: (count) => (whole(count) ? { iso: `P${count}W`, days: count * 7 } : null),
  },
];

const PERIOD = /^(\d{1,3}(?:[.,]\d{1,2})?)\s+(\p{L}+)$/u;

/** The duration a period text names; null for anything else ("по запросу", "2-3 года", "0 лет"). */
export const studyDuration = (text: string | null): StudyDuration | null => {
  const parts = text === null ? null : PERIOD.exec(text.trim().toLowerCase());
  if (parts === null) return null;
  const [, number = "", word = ""] = parts;
  const unit = UNITS.find((candidate) => candidate.words.includes(word));
  return unit === undefined ? null : unit.toDuration(Number(number.replace(",", ".")));
};

/**
 * The usual length of study over several periods (the specialties of a base or program): the duration named most
 * often, the shorter one on a tie; null when no period reads as a duration.
 */
export const typicalStudyDuration = (periods: readonly (string | null)[]): StudyDuration | null => {
  const counts = new Map<string, { readonly duration: StudyDuration; readonly count: number }>();
  for (const duration of periods.map(studyDuration)) {
    if (duration === null) continue;
    counts.set(duration.iso, { duration, count: (counts.get(duration.iso)?.count ?? 0) + 1 });
  }
  const ranked = [...counts.values()].sort((a, b) => b.count - a.count || a.duration.days - b.duration.days);
  return ranked[0]?.duration ?? null;
};
