const LETTER = /\p{L}/u;

/**
 * Up to two capital letters for an avatar: the first letter of the first two words ("Анна Ковалёва" -> "АК",
 * "Ли Мэй" -> "ЛМ"), or of the only word; words without letters are skipped; "" when there is no letter at all.
 */
export const initials = (name: string): string =>
  name
    .split(/[\s-]+/u)
    .map((word) => [...word].find((char) => LETTER.test(char)))
    .filter((letter): letter is string => letter !== undefined)
    .slice(0, 2)
    .join("")
    .toLocaleUpperCase("ru");
