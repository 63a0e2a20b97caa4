/** The longest stay a Chinese X2 (short-term study) visa covers; a longer course needs X1, JW202 and a residence permit. */
export const X2_MAX_STAY_DAYS = 180;

const UNIT_DAYS: readonly (readonly [RegExp, number])[] = [
  [/полгода/u, 182],
  [/(\d+(?:[.,]\d+)?)?\s*(?:учебн\S*\s+)?(?<![а-яё])(?:год|года|лет)(?![а-яё])/u, 365],
  [/(\d+(?:[.,]\d+)?)?\s*семестр/u, 140],
  [/(\d+(?:[.,]\d+)?)?\s*месяц/u, 30],
  [/(\d+(?:[.,]\d+)?)?\s*недел/u, 7],
  [/(\d+(?:[.,]\d+)?)?\s*(?:день|дня|дней)/u, 1],
];

/**
 * How many days a course lasts, read from its duration text («1 семестр, 18 недель», «1 учебный год», «3 месяца»):
 * the longest span any phrase of it names (a count before a unit multiplies it, a bare unit counts once); null when
 * it names no span («60 минут» for a lesson, or nothing).
 */
export const courseStayDays = (duration: string): number | null => {
  const text = duration.toLocaleLowerCase("ru");
  const spans = text.split(/[,;(]/u).flatMap((phrase) =>
    UNIT_DAYS.flatMap(([pattern, days]) => {
      const found = pattern.exec(phrase);
      if (found === null) return [];
      const count = found[1] === undefined ? 1 : Number(found[1].replace(",", "."));
      return Number.isFinite(count) && count > 0 ? [Math.round(count * days)] : [];
    }),
  );
  return spans.length === 0 ? null : Math.max(...spans);
};

/** The visa a course in China needs: X2 when it lasts at most 180 days, X1 when longer or when it cannot be told. */
export type CourseVisa = "x1" | "x2";

export const courseVisa = (duration: string): CourseVisa => {
  const days = courseStayDays(duration);
  return days !== null && days <= X2_MAX_STAY_DAYS ? "x2" : "x1";
};
