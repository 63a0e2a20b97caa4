/** The three Russian noun forms a count takes: 1 минута, 2 минуты, 5 минут (21 минута, 12 минут, 104 минуты). */
export type RussianPluralForm = "one" | "few" | "many";

export const russianPluralForm = (count: number): RussianPluralForm => {
  const n = Math.abs(Math.trunc(count));
  const lastTwo = n % 100;
  const last = n % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return "many";
  if (last === 1) return "one";
  if (last >= 2 && last <= 4) return "few";
  return "many";
};
