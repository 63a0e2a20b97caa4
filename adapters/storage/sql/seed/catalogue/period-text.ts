import { YEAR_FORMS } from "../../../../../core/domain/text/counted-nouns";
import { pluralNoun } from "../../../../../core/domain/text/russian-plural";

/** A study period in years with the core's Russian plural: "1 год", "2 года", "5 лет", "21 год". */
export const yearsText = (years: number): string => `${years} ${pluralNoun(years, YEAR_FORMS)}`;
