import { russianPluralForm } from "../../../core/domain/text/russian-plural";

/** A count with its noun in the right Russian form: countText(3, ["год", "года", "лет"]) is "3 года". */
export const countText = (count: number, [one, few, many]: readonly [string, string, string]): string => {
  const form = russianPluralForm(count);
  const noun = form === "one" ? one : form === "few" ? few : many;
  return `${count.toLocaleString("ru-RU")} ${noun}`;
};
