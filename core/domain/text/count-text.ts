import { pluralNoun, type RussianNounForms } from "./russian-plural";

const numberFormat = new Intl.NumberFormat("ru-RU");

/**
 * A count with its noun in the right form, the number written as the Russian locale does (groups split by a
 * no-break space, a decimal comma): countText(1250, PLACE_FORMS) is "1 250 мест", countText(1.5, YEAR_FORMS) "1,5 года".
 */
export const countText = (count: number, forms: RussianNounForms): string =>
  `${numberFormat.format(count)} ${pluralNoun(count, forms)}`;
