import type { RussianNounForms } from "./russian-plural";

/** The forms of the nouns the site counts (one place for each, so every page inflects them alike). */
export const INSTITUTION_FORMS: RussianNounForms = ["учебное заведение", "учебных заведения", "учебных заведений"];
export const RATING_VOTE_FORMS: RussianNounForms = ["оценка", "оценки", "оценок"];
export const PLACE_FORMS: RussianNounForms = ["место", "места", "мест"];
export const PROGRAM_FORMS: RussianNounForms = ["программа", "программы", "программ"];
export const APPLICATION_FORMS: RussianNounForms = ["заявка", "заявки", "заявок"];
export const NOTIFICATION_FORMS: RussianNounForms = ["уведомление", "уведомления", "уведомлений"];
export const VIEW_FORMS: RussianNounForms = ["просмотр", "просмотра", "просмотров"];
export const LESSON_FORMS: RussianNounForms = ["занятие", "занятия", "занятий"];
export const YEAR_FORMS: RussianNounForms = ["год", "года", "лет"];
export const SECOND_FORMS: RussianNounForms = ["секунду", "секунды", "секунд"];
export const MINUTE_FORMS: RussianNounForms = ["минуту", "минуты", "минут"];
