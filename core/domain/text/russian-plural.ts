/** The three Russian noun forms a count takes: 1 минута, 2 минуты, 5 минут (21 минута, 12 минут, 104 минуты). */
export type RussianPluralForm = "one" | "few" | "many";

/** A noun's forms after 1 (21, 101...), after 2-4 (22-24...), and after 0, 5-20 (25-30...). */
export type RussianNounForms = readonly [one: string, few: string, many: string];

const rules = new Intl.PluralRules("ru");

/**
 * The form a count takes, by the Russian rule of Intl.PluralRules("ru") (the sign is ignored). Intl files
 * fractions under "other"; a fraction takes the genitive singular («1,5 года», «0,5 места»), which is the "few"
 * form. A count that is not a finite number takes "many".
 */
export const russianPluralForm = (count: number): RussianPluralForm => {
  if (!Number.isFinite(count)) return "many";
  const category = rules.select(Math.abs(count));
  if (category === "one" || category === "few" || category === "many") return category;
  return "few";
};

/** The noun of `forms` that goes after `count`: pluralNoun(3, ["год", "года", "лет"]) is "года". */
export const pluralNoun = (count: number, [one, few, many]: RussianNounForms): string => {
  const form = russianPluralForm(count);
  return form === "one" ? one : form === "few" ? few : many;
};
