/** A Russian noun's forms after 1 (21, 101...), after 2-4 (22-24...) and after 5-20 and 0 (25-30...). */
export type PluralForms = readonly [one: string, few: string, many: string];

/** The form of a noun that goes after a whole number `count` (its absolute value is used). */
export const pluralForm = (count: number, [one, few, many]: PluralForms): string => {
  const n = Math.abs(Math.trunc(count));
  const lastTwo = n % 100;
  const last = n % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return many;
  if (last === 1) return one;
  return last >= 2 && last <= 4 ? few : many;
};

const numberFormat = new Intl.NumberFormat("ru-RU", { maximumFractionDigits: 0 });

/** "1 учебное заведение", "3 учебных заведения", "1 250 учебных заведений" (groups split as the Russian locale does). */
export const countText = (count: number, forms: PluralForms): string =>
  `${numberFormat.format(count)} ${pluralForm(count, forms)}`;

export const INSTITUTION_FORMS: PluralForms = ["учебное заведение", "учебных заведения", "учебных заведений"];
export const RATING_VOTE_FORMS: PluralForms = ["оценка", "оценки", "оценок"];
