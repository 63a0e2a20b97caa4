/** A study period in years with the Russian plural: "1 год", "2 года", "5 лет", "21 год". */
export const yearsText = (years: number): string => {
  const lastTwo = years % 100;
  const last = years % 10;
  const word = lastTwo >= 11 && lastTwo <= 14 ? "лет" : last === 1 ? "год" : last >= 2 && last <= 4 ? "года" : "лет";
  return `${years} ${word}`;
};
