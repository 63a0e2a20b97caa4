import type { CourseKind } from "../../../core/domain/catalogue/course-ref";

/** What each kind of course is, in the words of the course pages (ADR 059). */
export const COURSE_KIND_TITLES: Readonly<Record<CourseKind, string>> = {
  online: "Онлайн-курс в группе",
  intensive: "Онлайн-интенсив",
  hsk: "Подготовка к HSK онлайн",
  individual: "Индивидуальные занятия онлайн",
  language: "Языковой курс в университете Китая",
};
